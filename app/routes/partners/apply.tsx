import { Form, useActionData } from 'react-router';
import { getPartnerApplication } from '../../../core/partners/applications/get-partner-application.ts';
import { partnerApplicationInput } from '../../../core/partners/applications/partner-application.schema.ts';
import { submitPartnerApplication } from '../../../core/partners/applications/submit-partner-application.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { Notice } from '../../components/info/notice.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect, NativeSelectOption } from '../../components/ui/native-select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { requireUser } from '../../lib/auth.server.ts';
import { countryOptions } from '../../lib/country-options.ts';
import { type FormRefusal, formAction, formText } from '../../lib/form-action.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/apply';

/** « Devenir partenaire »: signed-in users apply (a visitor signs in or up first, and comes back here). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = requireUser(context, url);
  const { locale } = context.get(requestContext);
  return guard(async () => ({
    meta: { title: serverT(locale, 'partnerApply')('meta'), description: serverT(locale, 'partnerApply')('lead') },
    state: await getPartnerApplication(context.get(depsContext), viewer),
    countries: countryOptions(locale),
  }));
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

const fields = ['companyName', 'website', 'audience', 'promotionPlan', 'country'] as const;
type Values = Record<(typeof fields)[number], string> & { consent: boolean };

export async function action({ request, url, context }: Route.ActionArgs) {
  const viewer = requireUser(context, url);
  const form = await request.formData();
  const values = {
    ...(Object.fromEntries(fields.map((name) => [name, formText(form, name, 3000)])) as Record<
      (typeof fields)[number],
      string
    >),
    consent: form.get('consent') === 'on',
  } satisfies Values;
  return guard(() =>
    formAction({ values, schema: partnerApplicationInput }, async (input) => {
      await submitPartnerApplication(context.get(depsContext), viewer, input);
      return { ok: true as const };
    }),
  );
}

export default function PartnerApplyPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('partnerApply');
  const { state, countries } = loaderData;
  const result = useActionData<FormRefusal<Values> | { ok: true }>();
  const refusal = result && !result.ok ? result : undefined;
  const error = (field: string) => {
    const code = refusal?.fieldErrors?.[field];
    return code ? t(`errors.${code}`, { defaultValue: t('errors.invalid') }) : undefined;
  };
  const values = refusal?.values;
  const pending = result?.ok || state.latest?.status === 'pending';
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 md:py-10">
        {state.isPartner ? (
          <Notice tone="success" title={t('already.title')}>
            <p>{t('already.text')}</p>
            <ButtonLink to="/dashboard/partner" size="sm" className="mt-3">
              {t('already.link')}
            </ButtonLink>
          </Notice>
        ) : pending ? (
          <Notice tone="success" title={t('pending.title')}>
            {t('pending.text')}
          </Notice>
        ) : (
          <>
            {state.latest?.status === 'rejected' && (
              <Notice tone="error" title={t('rejected.title')}>
                {t('rejected.text', { reason: state.latest.reason ?? '' })}
              </Notice>
            )}
            {refusal?.error && (
              <Notice tone="error">{t(`errors.${refusal.error}`, { defaultValue: t('errors.invalid') })}</Notice>
            )}
            <Form method="post" className="space-y-4" noValidate>
              <Field name="companyName" label={t('fields.companyName')} error={error('companyName')}>
                <Input required maxLength={120} autoComplete="organization" defaultValue={values?.companyName} />
              </Field>
              <Field
                name="website"
                label={t('fields.website')}
                description={t('hints.website')}
                error={error('website')}
              >
                <Input
                  type="url"
                  required
                  maxLength={300}
                  placeholder={t('fields.websitePlaceholder')}
                  defaultValue={values?.website}
                />
              </Field>
              <Field
                name="audience"
                label={t('fields.audience')}
                description={t('hints.audience')}
                error={error('audience')}
              >
                <Textarea required maxLength={1000} rows={3} defaultValue={values?.audience} />
              </Field>
              <Field
                name="promotionPlan"
                label={t('fields.promotionPlan')}
                description={t('hints.promotionPlan')}
                error={error('promotionPlan')}
              >
                <Textarea required maxLength={2000} rows={5} defaultValue={values?.promotionPlan} />
              </Field>
              <Field name="country" label={t('fields.country')} error={error('country')}>
                <NativeSelect defaultValue={values?.country ?? 'FR'} autoComplete="country">
                  {countries.map((c) => (
                    <NativeSelectOption key={c.code} value={c.code}>
                      {c.name}
                    </NativeSelectOption>
                  ))}
                </NativeSelect>
              </Field>
              <Field name="consent" label={t('fields.consent')} error={error('consent')} orientation="horizontal">
                <Checkbox required defaultChecked={values?.consent} />
              </Field>
              <Button type="submit">{t('submit')}</Button>
            </Form>
          </>
        )}
      </div>
    </>
  );
}
