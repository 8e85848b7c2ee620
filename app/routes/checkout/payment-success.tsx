import CircleCheck from 'lucide-react/icons/circle-check';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { useEffect } from 'react';
import { Link, useRevalidator } from 'react-router';
import { soleGiftRecipient } from '../../../core/gifts/gift-recipient.ts';
import { confirmReturn } from '../../../core/payments/confirm-return.ts';
import { formatPrice } from '../../../i18n/format.ts';
import { Notice } from '../../components/info/notice.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Section } from '../../components/ui/section.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import type { Route } from './+types/payment-success';
import { returnPageLoader } from './return-page.server.ts';

/** How often the page asks again while the payment is being confirmed, and for how long at most. */
const pollMs = 2_000;
const pollForMs = 3 * 60_000;

/** The browser is back from the provider: the order, confirmed with the provider if the webhook has not come yet. */
export const loader = ({ context, url }: Route.LoaderArgs) => returnPageLoader(context, url, confirmReturn, 'success');

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function PaymentSuccessPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('checkout');
  const { order } = loaderData;
  const waiting = order.status === 'pending_payment';
  const revalidator = useRevalidator();

  useEffect(() => {
    if (!waiting) return;
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started > pollForMs) clearInterval(timer);
      else if (revalidator.state === 'idle') void revalidator.revalidate();
    }, pollMs);
    return () => clearInterval(timer);
  }, [waiting, revalidator]);

  const paid = order.status === 'paid' || order.status === 'partially_refunded' || order.status === 'refund_requested';
  // A gift: the page speaks of its recipient, who gets the link to receive it.
  const recipient = soleGiftRecipient(order.items);
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <div className="text-center">
        {paid ? (
          <CircleCheck aria-hidden="true" className="mx-auto size-12 text-primary" />
        ) : (
          waiting && (
            <LoaderCircle
              aria-hidden="true"
              className="mx-auto size-12 animate-spin text-muted-foreground motion-reduce:animate-none"
            />
          )
        )}
        <h1 className="mt-4 text-3xl font-bold">
          {recipient ? t('success.giftTitle', { email: recipient }) : t('success.title')}
        </h1>
        <p className="mt-2 text-muted-foreground">{t('success.number', { number: order.number })}</p>
      </div>
      <div aria-live="polite" className="mt-8">
        {waiting && (
          <Notice tone="success" title={t('success.waiting')}>
            {t('success.waitingHint')}
          </Notice>
        )}
        {paid && (
          <Notice tone="success">
            {recipient
              ? t('success.giftPaid', { email: recipient })
              : order.guestEmail
                ? t('success.guestPaid', { email: order.guestEmail })
                : t('success.paid')}
          </Notice>
        )}
        {(order.status === 'failed' || order.status === 'expired' || order.status === 'canceled') && (
          <Notice tone="error">{t(order.status === 'expired' ? 'success.expired' : 'success.failed')}</Notice>
        )}
        {order.status === 'refunded' && <Notice tone="error">{t('success.refunded')}</Notice>}
      </div>
      <Section
        title={t('success.items')}
        headingId="items-heading"
        size="base"
        headingClassName="mb-3"
        className="mt-8 rounded-card border bg-card p-5"
      >
        <ul className="space-y-2">
          {order.items.map((item) => (
            <li key={item.id} className="flex justify-between gap-4">
              <Link to={`/product/${item.slug}`} className="hover:underline">
                {item.title} <span className="text-muted-foreground">× {item.quantity}</span>
              </Link>
              <span className="tabular-nums">{formatPrice(item.totalCents, i18n.language)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-4 flex justify-between border-t pt-3 font-semibold">
          <span>{t('success.total')}</span>
          <span className="tabular-nums">{formatPrice(order.totalCents, i18n.language)}</span>
        </p>
      </Section>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        {paid && order.guestEmail && (
          <ButtonLink to="/library" variant="outline">
            {t('success.guestLibrary')}
          </ButtonLink>
        )}
        {paid && !order.guestEmail && (
          <ButtonLink to="/dashboard/purchases">{t(recipient ? 'success.giftFollow' : 'success.downloads')}</ButtonLink>
        )}
        {paid && !order.guestEmail && (
          <ButtonLink to="/dashboard/invoices" variant="outline">
            {t('success.invoices')}
          </ButtonLink>
        )}
        {!paid && !waiting && <ButtonLink to="/checkout">{t('success.retry')}</ButtonLink>}
      </div>
    </div>
  );
}
