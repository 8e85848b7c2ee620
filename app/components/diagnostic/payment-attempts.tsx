import type { PaymentAttempt } from '../../../core/payments/diagnostic-member.ts';
import { formatPrice } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { DiagnosticTime } from './diagnostic-time.tsx';
import { providerName } from './provider-name.ts';

const cell = 'px-3 py-2.5 align-top';
const head = 'px-3 py-3 font-medium whitespace-nowrap';

/** The viewer's own payments, newest first, with what the provider reported about each. */
export function PaymentAttempts({ payments, locale }: { payments: PaymentAttempt[]; locale: string }) {
  const { t } = useTranslation('diagnostic');
  return (
    <section
      aria-labelledby="payments-caption"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      className="overflow-x-auto rounded-card border bg-card focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className="w-full min-w-[52rem] text-left text-sm">
        <caption id="payments-caption" className="sr-only">
          {t('payments.caption', { count: payments.length })}
        </caption>
        <thead className="border-b bg-muted/50 text-muted-foreground">
          <tr>
            <th scope="col" className={head}>
              {t('payments.time')}
            </th>
            <th scope="col" className={head}>
              {t('payments.order')}
            </th>
            <th scope="col" className={head}>
              {t('payments.provider')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('payments.amount')}
            </th>
            <th scope="col" className={head}>
              {t('payments.status')}
            </th>
            <th scope="col" className={head}>
              {t('payments.orderStatus')}
            </th>
            <th scope="col" className={head}>
              {t('payments.notes')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {payments.map((payment) => (
            <tr key={payment.id}>
              <th scope="row" className={`${cell} font-normal whitespace-nowrap`}>
                <DiagnosticTime iso={payment.createdAt} locale={locale} />
              </th>
              <td className={`${cell} whitespace-nowrap`}>{payment.orderNumber}</td>
              <td className={cell}>{providerName(payment.provider, t)}</td>
              <td className={`${cell} text-right font-medium whitespace-nowrap tabular-nums`}>
                {formatPrice(payment.amountCents, locale)}
              </td>
              <td className={cell}>{t(`paymentStatus.${payment.status}`)}</td>
              <td className={cell}>{t(`orderStatus.${payment.orderStatus}`)}</td>
              <td className={cell}>
                {payment.notes.length === 0 ? (
                  <span className="text-muted-foreground">{t('payments.noNote')}</span>
                ) : (
                  <ul className="space-y-1">
                    {payment.notes.map(({ note, at }) => (
                      <li key={`${note}-${at}`}>
                        {t(`note.${note}`)}{' '}
                        <span className="text-xs text-muted-foreground">
                          (<DiagnosticTime iso={at} locale={locale} />)
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
