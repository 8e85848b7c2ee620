import Flag from 'lucide-react/icons/flag';
import { Link } from 'react-router';
import { productReportReasons, reportProductInput } from '../../../core/catalog/product-report.schema.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useSessionUser } from '../../lib/session-user.ts';
import { Notice } from '../info/notice.tsx';
import { type RefusedReport, ReportReasonForm } from '../report-reason-form.tsx';

/** What the product page's action answers to the report form (codes under `product:report.errors`). */
export type ProductReportActionData =
  | { intent: 'report'; ok: true }
  | ({ intent: 'report'; ok: false; minutes?: number } & RefusedReport);

/** What the loader says about reporting for a signed-in user (null for a visitor). */
export interface ProductReportState {
  own: boolean;
  reported: boolean;
}

const summaryClass =
  'inline-flex cursor-pointer items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground hover:underline';

/**
 * "Report this product" to the moderators: for a visitor a sign-in link (the same for every visitor, so the page
 * stays cacheable), for a signed-in user a disclosure with the reason form (works without JavaScript), for the
 * product's seller nothing; once reported, a note.
 */
export function ReportProduct({
  productId,
  pagePath,
  state,
  actionData,
}: {
  productId: string;
  pagePath: string;
  state: ProductReportState | null;
  actionData: ProductReportActionData | undefined;
}) {
  const { t } = useTranslation('product');
  const user = useSessionUser();
  const answer = actionData?.intent === 'report' ? actionData : undefined;
  const failed = answer && !answer.ok ? answer : undefined;
  const errorText = (code: string | undefined) =>
    code &&
    t(`report.errors.${code}`, {
      defaultValue: t('report.errors.unknown'),
      minutes: failed?.minutes ?? 1,
    });
  if (!user) {
    return (
      <p className="text-sm">
        <Link
          to={`/auth?redirectTo=${encodeURIComponent(pagePath)}`}
          className="inline-flex items-center gap-1.5 rounded-md text-muted-foreground hover:underline"
        >
          <Flag aria-hidden="true" className="size-4" />
          {t('report.signIn')}
        </Link>
      </p>
    );
  }
  if (answer?.ok) return <Notice tone="success">{t('report.success')}</Notice>;
  if (!state || state.own) return null;
  if (state.reported) return <p className="text-sm text-muted-foreground">{t('report.done')}</p>;
  return (
    <details open={!!failed} data-testid="report-product">
      <summary className={summaryClass}>
        <Flag aria-hidden="true" className="size-4" />
        {t('report.open')}
      </summary>
      <ReportReasonForm
        namespace="product"
        targetField="productId"
        targetId={productId}
        reasons={productReportReasons}
        schema={reportProductInput}
        refused={failed}
        errorText={errorText}
      />
    </details>
  );
}
