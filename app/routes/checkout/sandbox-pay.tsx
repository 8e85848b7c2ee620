import FlaskConical from 'lucide-react/icons/flask-conical';
import { data, Form, redirect, useActionData, useNavigation } from 'react-router';
import { AppError } from '../../../core/shared/app-error.ts';
import { formatPrice } from '../../../i18n/format.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { Notice } from '../../components/info/notice.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { formText, refusingAppErrors } from '../../lib/form-action.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/sandbox-pay';

/** The sandbox provider's hosted checkout: what a buyer sees on a real provider's site (DESIGN.md §5). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { locale } = context.get(requestContext);
  return guard(async () => {
    const checkout = await sandboxOf(context).get(params.checkoutId);
    if (!checkout) throw new AppError('checkout_not_found', 404, 'Session de paiement introuvable');
    return { checkout, meta: { title: serverT(locale, 'checkout')('meta.sandbox'), noindex: true } };
  });
}

function sandboxOf(context: Route.LoaderArgs['context']) {
  const sandbox = context.get(depsContext).sandboxCheckout;
  if (!sandbox) throw new AppError('checkout_not_found', 404, 'Session de paiement introuvable');
  return sandbox;
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await request.formData();
  return guard(async () => {
    const sandbox = sandboxOf(context);
    if (form.get('intent') === 'cancel') throw redirect((await sandbox.cancel(params.checkoutId)).redirectUrl);
    return refusingAppErrors(
      async () => {
        const result = await sandbox.pay(params.checkoutId, formText(form, 'card'));
        if ('redirectUrl' in result) throw redirect(result.redirectUrl);
        return data({ declined: result.outcome }, { status: 402 });
      },
      () => data({ declined: 'closed' }, { status: 409 }),
      (error) => error.code !== 'checkout_closed',
    );
  });
}

/** One buyer's checkout, whose state changes as they pay: never kept by a shared cache. */
export const headers = () => ({ 'Cache-Control': 'private, no-store' });

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function SandboxPayPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('checkout');
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { checkout } = loaderData;
  const amount = formatPrice(checkout.amountCents, i18n.language);
  const open = checkout.status === 'open';
  const declined = result?.declined ?? checkout.lastDecline;
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-card border bg-card p-6 shadow-sm">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-secondary px-2.5 py-0.5 text-xs font-semibold text-secondary-foreground">
          <FlaskConical aria-hidden="true" className="size-3.5" />
          {t('sandbox.badge')}
        </p>
        <h1 className="mt-3 text-2xl font-bold">{t('sandbox.title')}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{t('sandbox.intro')}</p>
        <dl className="mt-5 space-y-1 text-sm">
          <div className="flex justify-between">
            <dt className="text-muted-foreground">{t('sandbox.order', { number: checkout.orderNumber })}</dt>
          </div>
          {checkout.lines.map((line) => (
            <div key={line.title} className="flex justify-between gap-4">
              <dt>
                {line.title} × {line.quantity}
              </dt>
              <dd className="tabular-nums">{formatPrice(line.unitAmountCents * line.quantity, i18n.language)}</dd>
            </div>
          ))}
          <div className="flex justify-between border-t pt-2 font-semibold">
            <dt>{t('sandbox.amount')}</dt>
            <dd className="tabular-nums">{amount}</dd>
          </div>
        </dl>
        <div aria-live="assertive" className="mt-5 empty:hidden">
          {declined && open && <Notice tone="error">{t(`sandbox.${declined}`)}</Notice>}
          {!open && (
            <Notice tone={checkout.status === 'paid' ? 'success' : 'error'}>
              {t(checkout.status === 'paid' || checkout.status === 'processing' ? 'sandbox.paid' : 'sandbox.closed')}
            </Notice>
          )}
        </div>
        {open ? (
          <Form method="post" className="mt-5 space-y-4">
            <Field name="card" label={t('sandbox.cardNumber')} description={t('sandbox.cardHint')}>
              <Input
                className="font-mono tracking-wider"
                inputMode="numeric"
                autoComplete="cc-number"
                defaultValue="4242 4242 4242 4242"
                required
              />
            </Field>
            <Button
              type="submit"
              name="intent"
              value="pay"
              size="lg"
              className="w-full"
              disabled={navigation.state !== 'idle'}
            >
              {t('sandbox.pay', { amount })}
            </Button>
            <Button type="submit" name="intent" value="cancel" variant="ghost" className="w-full" formNoValidate>
              {t('sandbox.cancel')}
            </Button>
          </Form>
        ) : (
          <a
            href={
              checkout.status === 'paid' || checkout.status === 'processing' ? checkout.successUrl : checkout.cancelUrl
            }
            className="mt-5 block text-center text-primary underline"
          >
            {t('sandbox.back')}
          </a>
        )}
      </div>
    </div>
  );
}
