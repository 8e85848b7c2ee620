import { Form } from 'react-router';
import type { AdminOrder } from '../../../../core/admin/orders/get-admin-order.ts';
import { Notice } from '../../info/notice.tsx';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { Field, FieldLegend, FieldSet } from '../../ui/field.tsx';
import { Label } from '../../ui/label.tsx';
import { Radio } from '../../ui/radio.tsx';
import { Section } from '../../ui/section.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import type { AdminRefundResult } from './refund-result.ts';
import { useOrderFormat } from './use-order-format.ts';

const reasonCodes = new Set(['reason_required', 'reason_too_short', 'reason_too_long']);

/** The refund form: the whole order or the lines ticked, with a required reason; a plain POST to the page. */
export function RefundForm({ order, result }: { order: AdminOrder; result: AdminRefundResult | undefined }) {
  const { t, money } = useOrderFormat();
  const failure = result && !result.ok ? result : null;
  const open = order.lines.filter((line) => line.refundedAt === null);
  const openTotal = open.reduce((sum, line) => sum + line.totalCents, 0);
  const errorText = (code: string) => t(`refund.errors.${code}`, { defaultValue: t('refund.errors.invalid') });
  return (
    <Section
      bold
      headingId="refund-heading"
      title={t('refund.heading')}
      className="space-y-3 rounded-card border bg-card p-4"
    >
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
          <FieldSet className="space-y-2">
            <FieldLegend>{t('refund.scope')}</FieldLegend>
            <Label className="flex items-center gap-2">
              <Radio name="scope" value="all" defaultChecked={failure?.scope !== 'lines'} />
              {t('refund.all', { amount: money(openTotal) })}
            </Label>
            <Label className="flex items-center gap-2">
              <Radio name="scope" value="lines" defaultChecked={failure?.scope === 'lines'} />
              {t('refund.lines')}
            </Label>
          </FieldSet>
          <FieldSet className="space-y-2 pl-6">
            <FieldLegend>{t('refund.linesLegend')}</FieldLegend>
            {open.map((line) => (
              <Label key={line.id} className="flex items-center gap-2">
                <Checkbox name="items" value={line.id} defaultChecked={failure?.items.includes(line.id)} />
                {t('refund.line', {
                  title: line.title,
                  seller: line.seller.publicName,
                  amount: money(line.totalCents),
                })}
              </Label>
            ))}
          </FieldSet>
          <Field
            name="reason"
            label={t('refund.reason')}
            description={t('refund.reasonHint')}
            error={failure && reasonCodes.has(failure.code) ? errorText(failure.code) : undefined}
          >
            <Textarea required minLength={10} maxLength={1000} rows={3} defaultValue={failure?.reason ?? ''} />
          </Field>
          <Button type="submit">{t('refund.submit')}</Button>
        </Form>
      )}
    </Section>
  );
}
