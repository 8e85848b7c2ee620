import { messageLimits } from '../../../core/messaging/messaging.schema.ts';
import { useTranslation } from '../../lib/i18n.tsx';

export const attachmentMegabytes = Math.round(messageLimits.attachmentMaxBytes / 1024 / 1024);

/** Messaging's error codes as text in the reader's language (unknown codes get the generic text). */
export function useErrorText() {
  const { t } = useTranslation('messages');
  return (code: string | undefined, values: { minutes?: number } = {}) =>
    code
      ? t(`errors.${code}`, {
          defaultValue: t('errors.unknown'),
          megabytes: attachmentMegabytes,
          minutes: 1,
          ...values,
        })
      : undefined;
}
