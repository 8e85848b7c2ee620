import { data, Form, redirect, useActionData } from 'react-router';
import { ZodError } from 'zod';
import { inviteAffiliate } from '../../../core/affiliates/invite-affiliate.ts';
import { listSellerAffiliates } from '../../../core/affiliates/list-seller-affiliates.ts';
import { removeAffiliate } from '../../../core/affiliates/remove-affiliate.ts';
import { updateAffiliateRates } from '../../../core/affiliates/update-affiliate-rates.ts';
import { fieldErrors } from '../../../core/content/field-errors.ts';
import { formatPrice } from '../../../i18n/format.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { AffiliateRatesFields } from '../../components/affiliates/affiliate-rates-fields.tsx';
import { SellerAccessNotice } from '../../components/dashboard/seller-access-notice.tsx';
import { Notice } from '../../components/info/notice.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmedForm } from '../../components/ui/confirmed-form.tsx';
import { Field } from '../../components/ui/field.tsx';
import { FieldScope } from '../../components/ui/field-control.ts';
import { Input } from '../../components/ui/input.tsx';
import { Section } from '../../components/ui/section.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { requireUser } from '../../lib/auth.server.ts';
import { formText, refusingAppErrors } from '../../lib/form-action.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import { orMissingSellerProfile } from '../../lib/seller-access.server.ts';
import type { Route } from './+types/affiliates';

export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = requireUser(context, url);
  const { locale, publicUrl } = context.get(requestContext);
  const meta = { title: serverT(locale, 'affiliates')('meta'), noindex: true };
  return guard(() =>
    orMissingSellerProfile(
      async () => ({ meta, publicUrl, listing: await listSellerAffiliates(context.get(depsContext), viewer) }),
      () => ({ meta, publicUrl, listing: null }),
    ),
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export interface AffiliatesActionData {
  ok: boolean;
  intent: string;
  affiliateId?: string;
  fieldErrors?: Partial<Record<string, string>>;
  error?: string;
}

/** The rates a form sent: the one for all products (empty: none) and each product's (`rate:<id>`, empty: none). */
function ratesOf(form: FormData) {
  const defaultPercent = formText(form, 'defaultPercent', 5).trim();
  const rates = [...form.entries()]
    .filter(([name, value]) => name.startsWith('rate:') && typeof value === 'string' && value.trim() !== '')
    .map(([name, value]) => ({ productId: name.slice('rate:'.length), percent: String(value).trim() }));
  return { defaultPercent: defaultPercent === '' ? null : defaultPercent, rates };
}

/** Invite (`invite`), change an affiliate's rates (`rates`) or remove them (`remove`); refusals come back in place. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const viewer = requireUser(context, url);
  const deps = context.get(depsContext);
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const affiliateId = formText(form, 'affiliateId', 40);
  const refused = (status: number, answer: Partial<AffiliatesActionData>) =>
    data<AffiliatesActionData>({ ok: false, intent, affiliateId, ...answer }, { status });
  return guard(() =>
    refusingAppErrors(
      async () => {
        try {
          if (intent === 'invite') {
            await inviteAffiliate(deps, viewer, { email: formText(form, 'email', 300), ...ratesOf(form) });
          } else if (intent === 'rates') {
            await updateAffiliateRates(deps, viewer, { affiliateId, ...ratesOf(form) });
          } else if (intent === 'remove') {
            await removeAffiliate(deps, viewer, { affiliateId });
            return redirect('/dashboard/affiliates?removed=1');
          } else {
            return refused(400, { error: 'invalid' });
          }
        } catch (error) {
          if (error instanceof ZodError) return refused(400, { fieldErrors: fieldErrors(error) });
          throw error;
        }
        return { ok: true, intent, affiliateId } satisfies AffiliatesActionData;
      },
      (error) =>
        refused(error.status, {
          ...(typeof error.details?.field === 'string'
            ? { fieldErrors: { [error.details.field]: error.code } }
            : { error: error.code }),
        }),
      (error) => error.status === 401 || error.status >= 500,
    ),
  );
}

export default function AffiliatesPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('affiliates');
  const { listing, publicUrl } = loaderData;
  const result = useActionData<AffiliatesActionData>();
  const locale = i18n.language;
  const errorOf = (code: string | undefined) =>
    code ? t(`errors.${code}`, { defaultValue: t('errors.invalid') }) : undefined;
  const rateError = (scope: string) =>
    result?.intent === scope || result?.affiliateId === scope
      ? errorOf(result?.fieldErrors?.defaultPercent ?? result?.fieldErrors?.rates)
      : undefined;
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-5xl space-y-10 px-4 py-8 md:py-10">
        {!listing && <SellerAccessNotice kind="missingProfile" />}
        {result?.error && <Notice tone="error">{errorOf(result.error)}</Notice>}
        {listing && (
          <>
            <Section title={t('invite.heading')} headingId="affiliate-invite" className="space-y-4">
              {result?.ok && result.intent === 'invite' && <Notice tone="success">{t('invite.sent')}</Notice>}
              <Form method="post" className="space-y-4">
                <input type="hidden" name="intent" value="invite" />
                <FieldScope value="invite">
                  <Field
                    name="email"
                    label={t('invite.email')}
                    error={result?.intent === 'invite' ? errorOf(result.fieldErrors?.email) : undefined}
                  >
                    <Input type="email" autoComplete="off" required maxLength={254} className="max-w-md" />
                  </Field>
                  <AffiliateRatesFields
                    products={listing.products}
                    defaultPercent={null}
                    rates={[]}
                    error={rateError('invite')}
                  />
                </FieldScope>
                <Button type="submit">{t('invite.submit')}</Button>
              </Form>
            </Section>

            <Section title={t('list.heading')} headingId="affiliate-list" className="space-y-6">
              {listing.affiliates.length === 0 && <p className="text-muted-foreground">{t('list.empty')}</p>}
              {listing.affiliates.map((affiliate) => (
                <article
                  key={affiliate.id}
                  className="space-y-4 rounded-xl border p-4"
                  aria-labelledby={`aff-${affiliate.id}`}
                >
                  <header className="flex flex-wrap items-baseline justify-between gap-2">
                    <h3 id={`aff-${affiliate.id}`} className="font-semibold">
                      {affiliate.name ?? affiliate.email}
                    </h3>
                    <Badge variant={affiliate.status === 'active' ? 'primary' : 'secondary'}>
                      {t(`status.${affiliate.status}`)}
                    </Badge>
                  </header>
                  <p className="text-sm text-muted-foreground">
                    {affiliate.email}
                    {affiliate.code && ` · ${t('list.code', { code: affiliate.code })}`}
                    {' · '}
                    {t('list.sales', {
                      count: affiliate.sales,
                      amount: formatPrice(affiliate.commissionCents, locale),
                    })}
                  </p>
                  {affiliate.code && (
                    <p className="break-all text-sm">
                      {t('list.link')} <code>{`${publicUrl}/product/…?ref=${affiliate.code}`}</code>
                    </p>
                  )}
                  {result?.ok && result.intent === 'rates' && result.affiliateId === affiliate.id && (
                    <Notice tone="success">{t('list.saved')}</Notice>
                  )}
                  <Form method="post" className="space-y-3">
                    <input type="hidden" name="intent" value="rates" />
                    <input type="hidden" name="affiliateId" value={affiliate.id} />
                    <FieldScope value={`aff-${affiliate.id}`}>
                      <AffiliateRatesFields
                        products={listing.products}
                        defaultPercent={affiliate.defaultPercent}
                        rates={affiliate.rates}
                        error={rateError(affiliate.id)}
                      />
                    </FieldScope>
                    <Button type="submit" variant="outline" size="sm">
                      {t('list.save')}
                    </Button>
                  </Form>
                  <ConfirmedForm
                    method="post"
                    question={{
                      title: t('remove.title'),
                      text: t('remove.text', { name: affiliate.name ?? affiliate.email }),
                      confirm: t('remove.confirm'),
                      cancel: t('remove.cancel'),
                    }}
                  >
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="affiliateId" value={affiliate.id} />
                    <Button type="submit" variant="ghost" size="sm">
                      {t('remove.submit', { name: affiliate.name ?? affiliate.email })}
                    </Button>
                  </ConfirmedForm>
                </article>
              ))}
            </Section>
          </>
        )}
      </div>
    </>
  );
}
