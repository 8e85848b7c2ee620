import { data, redirect, useNavigation } from 'react-router';
import { changePromotion } from '../../../core/admin/promotions/change-promotion.ts';
import { createPromotion } from '../../../core/admin/promotions/create-promotion.ts';
import { listPromotions } from '../../../core/admin/promotions/list-promotions.ts';
import {
  defaultMaxPerCustomer,
  listPromotionsQuery,
  promotionChangeForm,
  promotionForm,
} from '../../../core/admin/promotions/promotion.schema.ts';
import { pageCount } from '../../../core/shared/page-number.ts';
import { ListPagination } from '../../components/admin/list-pagination.tsx';
import {
  PromotionForm,
  type PromotionFormValues,
  PromotionScopeFields,
} from '../../components/admin/promotions/promotion-form.tsx';
import { PromotionsTable } from '../../components/admin/promotions/promotions-table.tsx';
import { Notice } from '../../components/info/notice.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { Section } from '../../components/ui/section.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { authOf, requireAdminUser } from '../../lib/auth.server.ts';
import { type FormRefusal, formAction, formText } from '../../lib/form-action.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import type { Route } from './+types/promotions';
import { adminMeta } from './admin-meta.server.ts';
import { pageQuery } from './page-query.server.ts';

const day = 86_400_000;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = requireAdminUser(context, url);
  const deps = context.get(depsContext);
  const query = pageQuery(url, listPromotionsQuery);
  const promotions = await listPromotions(deps, viewer, query);
  if (query.page > pageCount(promotions.meta)) throw redirect('/admin/promotions');
  const today = deps.clock.now();
  return {
    meta: adminMeta(context, 'adminPromotions'),
    promotions,
    days: { startsOn: isoDay(today), endsOn: isoDay(new Date(today.getTime() + 30 * day)) },
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export type PromotionActionResult =
  | (FormRefusal<PromotionFormValues> & { intent: 'create' })
  | (FormRefusal<Record<string, string>> & { intent: 'change'; id: string })
  | { ok: true; intent: 'created'; code: string }
  | { ok: true; intent: 'changed'; changed: boolean };

/** "Créer le code" creates; a row's "Enregistrer" changes its limits and last day, "Terminer maintenant" ends it. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const viewer = requireAdminUser(context, url);
  const deps = context.get(depsContext);
  const form = await request.formData();
  const options = { ip: context.get(requestContext).clientIp, requireSecondFactor: authOf(context).adminRequire2fa };
  const rethrow = (error: { status: number }) => error.status >= 500;
  if (formText(form, 'intent') === 'create') {
    const values = Object.fromEntries(
      promotionFormFields.map((name) => [name, formText(form, name, 200)]),
    ) as unknown as PromotionFormValues;
    return formAction(
      { values, schema: promotionForm, extra: { intent: 'create' as const }, rethrow },
      async (input) => {
        const created = await createPromotion(deps, viewer, input, options);
        return data<PromotionActionResult>({ ok: true, intent: 'created', code: created.code }, { status: 201 });
      },
    );
  }
  const id = formText(form, 'id', 100);
  const end = formText(form, 'intent') === 'end';
  const values = {
    maxRedemptions: formText(form, 'maxRedemptions', 20),
    maxPerCustomer: formText(form, 'maxPerCustomer', 20),
    endsOn: formText(form, 'endsOn', 20),
  };
  return formAction(
    {
      values,
      input: end ? { endNow: true } : values,
      schema: promotionChangeForm,
      extra: { intent: 'change' as const, id },
      rethrow,
    },
    async (change) => {
      const changed = await changePromotion(deps, viewer, id, change, options);
      return { ok: true, intent: 'changed', changed: changed.changed } satisfies PromotionActionResult;
    },
  );
}

const promotionFormFields = [
  'code',
  'discount',
  'percentOff',
  'amountOff',
  'scope',
  'scopeId',
  'startsOn',
  'endsOn',
  'maxRedemptions',
  'maxPerCustomer',
] as const satisfies readonly (keyof PromotionFormValues)[];

export default function AdminPromotionsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('adminPromotions');
  const result = actionData as PromotionActionResult | undefined;
  const busy = useNavigation().state !== 'idle';
  const { promotions, days } = loaderData;
  const refused = result && !result.ok ? result : null;
  const values: PromotionFormValues =
    refused?.intent === 'create'
      ? refused.values
      : {
          code: '',
          discount: 'percent',
          percentOff: '',
          amountOff: '',
          scope: 'platform',
          scopeId: '',
          ...days,
          maxRedemptions: '',
          maxPerCustomer: String(defaultMaxPerCustomer),
        };
  const formError = refused?.error && t(`errors.${refused.error}`, { defaultValue: t('errors.unknown') });
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-8 md:py-10">
        <Section bold headingId="promotions-heading" title={t('list.heading')} className="space-y-4">
          {result?.ok && result.intent === 'changed' && (
            <Notice tone="success">{result.changed ? t('changed') : t('unchanged')}</Notice>
          )}
          {refused?.intent === 'change' && formError && <Notice tone="error">{formError}</Notice>}
          <PromotionsTable
            promotions={promotions.data}
            changing={refused?.intent === 'change' ? { id: refused.id, fieldErrors: refused.fieldErrors ?? {} } : null}
            busy={busy}
          />
          <ListPagination meta={promotions.meta} path="/admin/promotions" />
        </Section>
        <Section bold headingId="create-heading" title={t('create.heading')} className="max-w-3xl space-y-4">
          {result?.ok && result.intent === 'created' && (
            <Notice tone="success">{t('created', { code: result.code })}</Notice>
          )}
          {refused?.intent === 'create' && formError && <Notice tone="error">{formError}</Notice>}
          <PromotionForm
            key={result?.ok && result.intent === 'created' ? result.code : 'new'}
            values={values}
            fieldErrors={refused?.intent === 'create' ? (refused.fieldErrors ?? {}) : {}}
            busy={busy}
            scope={
              <PromotionScopeFields
                values={values}
                fieldErrors={refused?.intent === 'create' ? (refused.fieldErrors ?? {}) : {}}
              />
            }
          />
        </Section>
      </div>
    </>
  );
}
