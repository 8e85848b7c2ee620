import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import Hourglass from 'lucide-react/icons/hourglass';
import type { SellerApplication } from '../../../core/sellers/get-seller-application.ts';
import { formatDate } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Notice } from '../info/notice.tsx';

const icons = { pending: Hourglass, approved: CircleCheck, rejected: CircleX };

/** Where the applicant's latest application stands; a rejection shows the administrator's reasons. */
export function ApplicationStatus({ application, sent }: { application: SellerApplication; sent: boolean }) {
  const { t, i18n } = useTranslation('sell');
  const { status } = application;
  const Icon = icons[status];
  const date = formatDate(new Date(application.reviewedAt ?? application.createdAt).toISOString(), i18n.language);
  return (
    <div className="space-y-4">
      {sent && <Notice tone="success">{t('status.sent')}</Notice>}
      <div className="rounded-card border bg-card p-5 shadow-xs md:p-8" aria-live="polite">
        <p className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">{t('status.title')}</p>
        <h3 className="mt-1 flex items-center gap-2 text-xl font-semibold">
          <Icon
            aria-hidden="true"
            className={status === 'rejected' ? 'size-5 text-destructive' : 'size-5 text-primary'}
          />
          {t(`status.${status}.title`)}
        </h3>
        <p className="mt-2 text-muted-foreground">{t(`status.${status}.text`, { date })}</p>
        {status === 'rejected' && (
          <>
            {application.reason && (
              <div className="mt-4 rounded-lg border bg-muted p-4">
                <p className="text-sm font-medium">{t('status.rejected.reason')}</p>
                <p className="mt-1 whitespace-pre-line text-sm">{application.reason}</p>
              </div>
            )}
            <p className="mt-4 text-sm">{t('status.rejected.again')}</p>
          </>
        )}
      </div>
    </div>
  );
}
