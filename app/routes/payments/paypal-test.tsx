import CreditCard from 'lucide-react/icons/credit-card';
import ExternalLink from 'lucide-react/icons/external-link';
import { useEffect } from 'react';
import { data, Form, useNavigation } from 'react-router';
import { finishPaypalTest, type PaypalTestOutcome } from '../../../core/payments/paypal-test-finish.ts';
import { startPaypalTest } from '../../../core/payments/paypal-test-start.ts';
import { formatPrice } from '../../../i18n/format.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { Notice } from '../../components/info/notice.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { canonicalUrl, pageMeta } from '../../components/info/page-meta.ts';
import { Button } from '../../components/ui/button.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import type { Route } from './+types/paypal-test';

/**
 * The browser that starts a test keeps the proof that the PayPal order is its own (see paypal-test-reference.ts) for
 * the hour PayPal takes at most to send it back. SameSite=Lax: that return is a top-level GET from paypal.com.
 */
const proofCookie = (secure: boolean) => (secure ? '__Host-paypal-test' : 'paypal-test');

function proofCookieHeader(proof: string, secure: boolean): string {
  return `${proofCookie(secure)}=${proof}; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

function proofFrom(cookieHeader: string | null, secure: boolean): string | undefined {
  const name = proofCookie(secure);
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === name && value) return value;
  }
  return undefined;
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { locale, publicUrl } = context.get(requestContext);
  const secure = publicUrl.startsWith('https:');
  const page = await finishPaypalTest(context.get(depsContext), {
    query: Object.fromEntries(url.searchParams),
    proof: proofFrom(request.headers.get('cookie'), secure),
  });
  const t = serverT(locale, 'paypal');
  return {
    ...page,
    webhookUrl: `${publicUrl}/webhooks/paypal`,
    meta: {
      title: t('meta.title'),
      description: t('meta.description'),
      canonical: canonicalUrl(publicUrl, url),
      noindex: true,
    },
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

// The page says what the configuration is now and what a payment just did: never a shared or stale copy.
export const headers = () => ({ 'Cache-Control': 'no-store' });

export async function action({ context }: Route.ActionArgs) {
  const { locale, publicUrl } = context.get(requestContext);
  const result = await startPaypalTest(context.get(depsContext), {
    ip: context.get(requestContext).clientIp,
    locale,
    itemTitle: serverT(locale, 'paypal')('item'),
  });
  switch (result.status) {
    case 'started':
      // Not a redirect: the site's CSP (form-action 'self') would stop a form post from being redirected to PayPal.
      return data(
        { status: 'started' as const, redirectUrl: result.redirectUrl },
        { headers: { 'Set-Cookie': proofCookieHeader(result.proof, publicUrl.startsWith('https:')) } },
      );
    case 'rate_limited':
      return data(
        { status: 'rate_limited' as const, minutes: Math.ceil(result.retryAfterSeconds / 60) },
        { status: 429, headers: { 'Retry-After': String(result.retryAfterSeconds) } },
      );
    case 'not_configured':
      return data({ status: 'not_configured' as const }, { status: 404 });
    default:
      return data({ status: 'failed' as const }, { status: 502 });
  }
}

export default function PaypalTestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('paypal');
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 md:py-14">
        {loaderData.outcome && <Outcome outcome={loaderData.outcome} />}
        {loaderData.paypal ? (
          <Configured environment={loaderData.paypal.environment} actionData={actionData} />
        ) : (
          <NotConfigured webhookUrl={loaderData.webhookUrl} />
        )}
      </div>
    </>
  );
}

function NotConfigured({ webhookUrl }: { webhookUrl: string }) {
  const { t } = useTranslation('paypal');
  const variables = [
    ['PAYPAL_CLIENT_ID', t('notConfigured.clientId')],
    ['PAYPAL_CLIENT_SECRET', t('notConfigured.clientSecret')],
    ['PAYPAL_WEBHOOK_ID', t('notConfigured.webhookId')],
    ['PAYPAL_ENVIRONMENT', t('notConfigured.environment')],
  ];
  return (
    <section aria-labelledby="paypal-setup" className="space-y-4 rounded-card border bg-card p-6">
      <h2 id="paypal-setup" className="text-xl font-semibold">
        {t('notConfigured.title')}
      </h2>
      <p className="text-muted-foreground">{t('notConfigured.text')}</p>
      <h3 className="font-semibold">{t('notConfigured.variables')}</h3>
      <dl className="space-y-3">
        {variables.map(([name, meaning]) => (
          <div key={name}>
            <dt>
              <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-sm">{name}</code>
            </dt>
            <dd className="mt-1 text-sm text-muted-foreground">{meaning}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm">{t('notConfigured.webhook')}</p>
      <p>
        <code className="block break-all rounded bg-muted px-3 py-2 font-mono text-sm">{webhookUrl}</code>
      </p>
    </section>
  );
}

type ActionData = Route.ComponentProps['actionData'];

function Configured({ environment, actionData }: { environment: 'sandbox' | 'production'; actionData: ActionData }) {
  const { t } = useTranslation('paypal');
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const redirectUrl = actionData?.status === 'started' ? actionData.redirectUrl : null;
  useEffect(() => {
    if (redirectUrl) window.location.assign(redirectUrl);
  }, [redirectUrl]);

  return (
    <section aria-labelledby="paypal-run" className="space-y-5 rounded-card border bg-card p-6">
      <h2 id="paypal-run" className="text-xl font-semibold">
        {t('configured.title')}
      </h2>
      <dl>
        <dt className="font-semibold">{t('configured.environment')}</dt>
        <dd className="mt-1">{t(`configured.${environment}`)}</dd>
      </dl>
      <div>
        <h3 className="font-semibold">{t('steps.title')}</h3>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-muted-foreground">
          <li>{t('steps.create')}</li>
          <li>{t('steps.pay')}</li>
          <li>{t('steps.refund')}</li>
        </ol>
      </div>
      {actionData?.status === 'rate_limited' && (
        <Notice tone="error">{t('errors.rateLimited', { minutes: actionData.minutes })}</Notice>
      )}
      {actionData?.status === 'failed' && <Notice tone="error">{t('errors.startFailed')}</Notice>}
      {redirectUrl ? (
        <Notice tone="success" title={t('redirect.title')}>
          {t('redirect.text')}{' '}
          <a href={redirectUrl} className="inline-flex items-center gap-1 font-medium text-primary underline">
            {t('redirect.link')}
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        </Notice>
      ) : (
        <Form method="post">
          <Button type="submit" disabled={submitting}>
            <CreditCard aria-hidden="true" />
            {submitting ? t('starting') : t('start')}
          </Button>
        </Form>
      )}
    </section>
  );
}

function Outcome({ outcome }: { outcome: PaypalTestOutcome }) {
  const { t, i18n } = useTranslation('paypal');
  const key = outcome.status === 'refunded' && outcome.refundPending ? 'refundPending' : outcome.status;
  const amount = 'amountCents' in outcome ? formatPrice(outcome.amountCents, i18n.language) : '';
  const details: [string, string][] = [];
  if ('amountCents' in outcome) details.push([t('outcome.amount'), amount]);
  if ('paypalOrderId' in outcome) details.push([t('outcome.orderId'), outcome.paypalOrderId]);
  if (outcome.status === 'refunded') details.push([t('outcome.refundId'), outcome.refundRef]);
  return (
    <section aria-labelledby="paypal-outcome" className="space-y-3">
      <h2 id="paypal-outcome" className="sr-only">
        {t('outcome.heading')}
      </h2>
      <Notice tone={outcome.status === 'refunded' ? 'success' : 'error'} title={t(`outcome.${key}.title`)}>
        <p>{t(`outcome.${key}.text`, { amount })}</p>
        {details.length > 0 && (
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {details.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-medium">{label}</dt>
                <dd className="font-mono break-all">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </Notice>
    </section>
  );
}
