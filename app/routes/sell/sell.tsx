import { redirect } from 'react-router';
import { listCategoryRefs } from '../../../core/catalog/resolve-category.ts';
import { getSellerApplication, type SellerApplication } from '../../../core/sellers/get-seller-application.ts';
import { applicationFormValues, sellerApplicationSchema } from '../../../core/sellers/seller-application.schema.ts';
import { canSell } from '../../../core/sellers/seller-role.ts';
import { submitSellerApplication } from '../../../core/sellers/submit-seller-application.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { ApplicationForm, type ApplicationFormValues } from '../../components/sell/application-form.tsx';
import { ApplicationStatus } from '../../components/sell/application-status.tsx';
import { Programme } from '../../components/sell/programme.tsx';
import { SellerWelcome, VisitorInvite } from '../../components/sell/sell-invites.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { authOf, requireUser } from '../../lib/auth.server.ts';
import { countryOptions } from '../../lib/country-options.ts';
import { type FormRefusal, formAction, formText } from '../../lib/form-action.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/sell';

/** What the action answers when the application was not filed: field errors, or one error for the whole form. */
export type SellActionData = FormRefusal<ApplicationFormValues>;

export async function loader({ url, context }: Route.LoaderArgs) {
  const { viewer } = authOf(context);
  const { locale } = context.get(requestContext);
  const t = serverT(locale, 'sell');
  return guard(async () => {
    const deps = context.get(depsContext);
    const seller = canSell(viewer);
    const member = !!viewer && !seller;
    const [application, categories] = await Promise.all([
      member ? getSellerApplication(deps, viewer) : null,
      member ? listCategoryRefs(deps.db) : [],
    ]);
    return {
      audience: seller ? ('seller' as const) : member ? ('member' as const) : ('visitor' as const),
      application,
      categories: categories.map((c) => ({ slug: c.slug, label: c.labels[locale] ?? c.labels.fr ?? c.slug })),
      countries: member ? countryOptions(locale) : [],
      initial: initialValues(application, viewer?.email ?? ''),
      sent: url.searchParams.get('sent') === '1' && application?.status === 'pending',
      meta: { title: t('meta.title'), description: t('meta.description') },
    };
  });
}

/** After a rejection the form starts from what was sent (the IBAN, kept masked, is typed again). */
function initialValues(application: SellerApplication | null, email: string): Partial<ApplicationFormValues> {
  if (application?.status !== 'rejected') return { email };
  const { legalName, addressLine, postalCode, city, country, phone, categories, presentation } = application;
  return {
    ...{ legalName, addressLine, postalCode, city, country, phone, email: application.email, categories, presentation },
    traderStatus: application.traderStatus,
    companyId: application.companyId ?? '',
    vatNumber: application.vatNumber ?? '',
    portfolioUrls: application.portfolioUrls.join('\n'),
  };
}

const echoed = (form: FormData): ApplicationFormValues => ({
  traderStatus: formText(form, 'traderStatus', 5000),
  legalName: formText(form, 'legalName', 5000),
  addressLine: formText(form, 'addressLine', 5000),
  postalCode: formText(form, 'postalCode', 5000),
  city: formText(form, 'city', 5000),
  country: formText(form, 'country', 5000),
  phone: formText(form, 'phone', 5000),
  email: formText(form, 'email', 5000),
  companyId: formText(form, 'companyId', 5000),
  vatNumber: formText(form, 'vatNumber', 5000),
  iban: formText(form, 'iban', 5000),
  portfolioUrls: formText(form, 'portfolioUrls', 5000),
  categories: form
    .getAll('categories')
    .filter((c) => typeof c === 'string')
    .slice(0, 20),
  presentation: formText(form, 'presentation', 5000),
  selfCertified: form.get('selfCertified') === 'on',
});

/** Files the application (sign-in required); works without JavaScript: errors come back with the values typed. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const viewer = requireUser(context, url);
  const form = await request.formData();
  const values = echoed(form);
  return formAction(
    { values, input: applicationFormValues(form), schema: sellerApplicationSchema },
    async (application) => {
      await submitSellerApplication(context.get(depsContext), viewer, application);
      throw redirect('/sell?sent=1#application');
    },
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function SellPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('sell');
  const { audience, application, categories, countries, initial, sent } = loaderData;
  const canApply = audience === 'member' && (!application || application.status === 'rejected');
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <Programme />
        <section id="application" aria-labelledby="application-heading" className="space-y-6">
          <h2 id="application-heading" className="sr-only">
            {t('form.title')}
          </h2>
          {audience === 'visitor' && <VisitorInvite />}
          {audience === 'seller' && <SellerWelcome />}
          {application && <ApplicationStatus application={application} sent={sent} />}
          {canApply && (
            <ApplicationForm
              categories={categories}
              countries={countries}
              actionData={actionData as SellActionData | undefined}
              initial={initial}
            />
          )}
        </section>
      </div>
    </>
  );
}
