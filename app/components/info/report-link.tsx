import Flag from 'lucide-react/icons/flag';
import { Link } from 'react-router';
import type { NoticeTargetType } from '../../../core/notices/notice.schema.ts';
import { cn } from '../../lib/cn.ts';
import { useTranslation } from '../../lib/i18n.tsx';

/** « Signaler un contenu illicite »: the notice form for one content, open to anyone (EU DSA art. 16). */
export function ReportLink({ type, id, className }: { type: NoticeTargetType; id: string; className?: string }) {
  const { t } = useTranslation('notices');
  return (
    <Link
      to={`/report?type=${type}&id=${id}`}
      rel="nofollow"
      className={cn('inline-flex items-center gap-1 text-xs text-muted-foreground hover:underline', className)}
    >
      <Flag aria-hidden="true" className="size-3.5" />
      {t('link')}
    </Link>
  );
}
