import { Form, useNavigation } from 'react-router';
import type { PurchaseItem } from '../../../core/purchases/purchase-details.ts';
import { refundWindowDays } from '../../../core/refunds/refund.schema.ts';
import { formatDate, formatPrice } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Notice } from '../info/notice.tsx';
import { Button } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';
import { Textarea } from '../ui/textarea.tsx';
import type { PurchaseActionResult } from './purchase-action.ts';

const day = 86_400_000;

/** A line's refund: its state once asked, else (within 30 days of payment) the form to ask, with a reason. */
export function RefundBlock({
  orderId,
  paidAt,
  item,
  result,
}: {
  orderId: string;
  paidAt: string | null;
  item: PurchaseItem;
  /** The refund form's answer, when it was about this line. */
  result: Extract<PurchaseActionResult, { intent: 'refund' }> | undefined;
}) {
  const { t, i18n } = useTranslation('purchases');
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formData?.get('orderItemId') === item.id;
  const fieldId = `refund-reason-${item.id}`;

  if (result?.ok) return <Notice tone="success">{t('refund.sent', { title: result.title })}</Notice>;
  const state = item.refund && (
    <p className="text-sm font-medium" data-refund-status={item.refund.status}>
      {t(`refund.state.${item.refund.status}`, {
        date: formatDate(item.refund.requestedAt, i18n.language),
        amount: formatPrice(item.refund.amountCents, i18n.language),
      })}
    </p>
  );
  if (!item.refundable || !paidAt) {
    return (
      <>
        {state}
        {item.refundedAt && <p className="text-sm text-muted-foreground">{t('refund.revoked')}</p>}
      </>
    );
  }
  const fieldError =
    result && !result.ok && result.code.startsWith('reason_') ? t(`refund.errors.${result.code}`) : undefined;
  const formError =
    result && !result.ok && !fieldError
      ? t(`refund.errors.${result.code}`, { defaultValue: result.message ?? t('refund.errors.invalid') })
      : undefined;
  const deadline = new Date(Date.parse(paidAt) + refundWindowDays * day).toISOString();
  return (
    <div className="space-y-2">
      {state}
      <details className="rounded-lg border px-3 py-2" open={result !== undefined}>
        <summary className="cursor-pointer text-sm font-medium">{t('refund.heading')}</summary>
        <Form method="post" className="mt-3 space-y-3" preventScrollReset>
          <p className="text-sm text-muted-foreground">
            {t('refund.guarantee', { date: formatDate(deadline, i18n.language) })}
          </p>
          {formError && <Notice tone="error">{formError}</Notice>}
          <input type="hidden" name="intent" value="refund" />
          <input type="hidden" name="orderId" value={orderId} />
          <input type="hidden" name="orderItemId" value={item.id} />
          <input type="hidden" name="title" value={item.product.title} />
          <Field
            id={fieldId}
            name="reason"
            label={t('refund.reason')}
            description={t('refund.reasonHint')}
            error={fieldError}
          >
            <Textarea
              className="min-h-24"
              required
              minLength={10}
              maxLength={1000}
              defaultValue={result && !result.ok ? result.reason : undefined}
            />
          </Field>
          <Button type="submit" variant="outline" size="sm" disabled={sending}>
            {t('refund.submit')}
          </Button>
        </Form>
      </details>
    </div>
  );
}
