import { useTranslation } from '../../lib/i18n.tsx';
import type { FieldErrors } from '../../lib/use-validated-form.ts';
import { Notice } from '../info/notice.tsx';

/**
 * What went wrong with a form as a whole (a code under `auth:errors`), or how many fields need attention,
 * announced to assistive technology.
 */
export function FormAlert({ formError, errors }: { formError?: string; errors: FieldErrors }) {
  const { t } = useTranslation('auth');
  const count = Object.keys(errors).length;
  if (!formError && count === 0) return null;
  return (
    <Notice tone="error">
      {formError ? t(`errors.${formError}`, { defaultValue: t('errors.unknown') }) : t('errors.summary', { count })}
    </Notice>
  );
}
