import { cn } from '../lib/cn.ts';
import { useTranslation } from '../lib/i18n.tsx';
import { DownloadLink } from './ui/download-link.tsx';

/**
 * A CSV export's two links: the default form (French Excel's for a French reader, decision 0043) as the button, and
 * next to it RFC 4180 (commas, dots, UTC) for programs and other spreadsheets.
 */
export function CsvDownloadLinks({ href, label, className }: { href: string; label: string; className?: string }) {
  const { t } = useTranslation('common');
  const rfc = `${href}${href.includes('?') ? '&' : '?'}format=rfc4180`;
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-x-3 gap-y-1', className)}>
      <DownloadLink href={href}>{label}</DownloadLink>
      <a href={rfc} download className="text-sm underline underline-offset-4 hover:text-primary">
        {t('csv.rfc4180')}
      </a>
    </span>
  );
}
