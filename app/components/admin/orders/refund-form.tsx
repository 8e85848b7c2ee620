import { Form } from 'react-router';
import type { AdminOrder } from '../../../../core/admin/orders/get-admin-order.ts';
import { formatPrice } from '../../../../i18n/format.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { Notice } from '../../info/notice.tsx';
import { Button } from '../../ui/button.tsx';
import type { AdminRefundResult } from './refund-result.ts';

const reasonCodes = new Set(['reason_required', 'reason_too_short', 'reason_too_long']);

/** The refund form: the whole order or the lines ticked, with a required reason; a plain POST to the page. */
export function RefundForm({ order, result }: { order: AdminOrder; result: AdminRefundResult | undefined }) {
  const { t, i18n } = useTranslation('adminOrders');
  const money = (cents: number) => formatPrice(cents, i18n.language);
  const failure = result && !result.ok ? result : null;
  const open = order.lines.filter((line) => line.refundedAt === null);
  const openTotal = open.reduce((sum, line) => sum + line.totalCents, 0);
  const errorText = (code: string) => t(`refund.errors.${code}`, { defaultValue: t('refund.errors.invalid') });
  return (
    <section aria-labelledby="refund-heading" className="space-y-3 rounded-card border bg-card p-4">
      <h2 id="refund-heading" className="text-xl font-bold">
        {t('refund.heading')}
      </h2>
      {result?.ok && (
        <Notice tone={result.refunds.some((r) => r.status === 'failed') ? 'error' : 'success'}>
          {result.refunds.map((refund) => (
            <p key={refund.refundId}>{t(`refund.${refund.status}`, { amount: money(refund.amountCents) })}</p>
          ))}
          {result.stoppedBy && <p>{t('refund.partial', { error: errorText(result.stoppedBy) })}</p>}
        </Notice>
      )}
      {failure && !reasonCodes.has(failure.code) && (
        <Notice tone="error" title={t('refund.errors.title')}>
          {errorText(failure.code)}
        </Notice>
      )}
      {!order.refundable ? (
        <p className="text-muted-foreground">{t('refund.notRefundable', { status: t(`status.${order.status}`) })}</p>
      ) : (
        <Form method="post" className="space-y-4">
          <p className="text-sm text-muted-foreground">{t('refund.lead')}</p>
          <input type="hidden" name="intent" value="refund" />
          <fieldset className="space-y-2">
            <legend className="font-medium">{t('refund.scope')}</legend>
            <label className="flex items-center gap-2">
              <input type="radio" name="scope" value="all" defaultChecked={failure?.scope !== 'lines'} />
              {t('refund.all', { amount: money(openTotal) })}
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="scope" value="lines" defaultChecked={failure?.scope === 'lines'} />
              {t('refund.lines')}
            </label>
          </fieldset>
          <fieldset className="space-y-2 pl-6">
            <legend className="text-sm font-medium">{t('refund.linesLegend')}</legend>
            {open.map((line) => (
              <label key={line.id} className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="items" value={line.id} defaultChecked={failure?.items.includes(line.id)} />
                {t('refund.line', {
                  title: line.title,
                  seller: line.seller.publicName,
                  amount: money(line.totalCents),
                })}
              </label>
            ))}
          </fieldset>
          <div className="space-y-1">
            <label htmlFor="refund-reason" className="block font-medium">
              {t('refund.reason')}
            </label>
            <textarea
              id="refund-reason"
              name="reason"
              required
              minLength={10}
              maxLength={1000}
              rows={3}
              defaultValue={failure?.reason ?? ''}
              aria-describedby="refund-reason-hint refund-reason-error"
              aria-invalid={failure && reasonCodes.has(failure.code) ? true : undefined}
              className="w-full rounded-lg border border-border bg-background px-3 py-2 text-sm"
            />
            <p id="refund-reason-hint" className="text-sm text-muted-foreground">
              {t('refund.reasonHint')}
            </p>
            {failure && reasonCodes.has(failure.code) && (
              <p id="refund-reason-error" className="text-sm text-destructive">
                {errorText(failure.code)}
              </p>
            )}
          </div>
          <Button type="submit">{t('refund.submit')}</Button>
        </Form>
      )}
    </section>
  );
}
