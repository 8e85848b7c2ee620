import { formatDateTime } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';

/** A moment (an ISO string) as the reader's language writes it, with the machine-readable value in `dateTime`. */
export function DateTime({ value, className }: { value: string; className?: string }) {
  const { i18n } = useTranslation();
  return (
    <time dateTime={value} className={className}>
      {formatDateTime(value, i18n.language)}
    </time>
  );
}
