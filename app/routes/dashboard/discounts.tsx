import { data, redirect, useNavigation } from 'react-router';
import { defaultMaxPerCustomer } from '../../../core/admin/promotions/promotion.schema.ts';
import { changeDiscountStatus } from '../../../core/discounts/change-discount-status.ts';
import { createSellerDiscount } from '../../../core/discounts/create-seller-discount.ts';
import { listSellerDiscounts, type SellerDiscount } from '../../../core/discounts/list-seller-discounts.ts';
import {
  discountStatusChange,
  sellerDiscountEditForm,
  sellerDiscountForm,
} from '../../../core/discounts/seller-discount.schema.ts';
import { updateSellerDiscount } from '../../../core/discounts/update-seller-discount.ts';
import { serverT } from '../../../i18n/server-t.ts';
import {
  PromotionForm,
  type PromotionTermsValues,
  usePromotionError,
} from '../../components/admin/promotions/promotion-form.tsx';
import { lastDayOf } from '../../components/admin/promotions/promotions-table.tsx';
import { DiscountProductsField } from '../../components/dashboard/discount-products-field.tsx';
import { DiscountsTable } from '../../components/dashboard/discounts-table.tsx';
import { SellerAccessNotice } from '../../components/dashboard/seller-access-notice.tsx';
import { Notice } from '../../components/info/notice.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { Section } from '../../components/ui/section.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { requireUser } from '../../lib/auth.server.ts';
import { type FormRefusal, formAction, formText, refusalOf, refusingAppErrors } from '../../lib/form-action.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import { orMissingSellerProfile } from '../../lib/seller-access.server.ts';
import type { Route } from './+types/discounts';

const day = 86_400_000;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = requireUser(context, url);
  const deps = context.get(depsContext);
  const meta = { title: serverT(context.get(requestContext).locale, 'discounts')('meta'), noindex: true };
  const today = deps.clock.now();
  const days = { startsOn: isoDay(today), endsOn: isoDay(new Date(today.getTime() + 30 * day)) };
  return guard(() =>
    orMissingSellerProfile(
      async () => {
        const listed = await listSellerDiscounts(deps, viewer);
        const editId = url.searchParams.get('edit');
        const editing = editId ? (listed.discounts.find((d) => d.id === editId) ?? null) : null;
        if (editId && !editing) throw redirect('/dashboard/discounts');
        return { meta, ...listed, editing, days, saved: url.searchParams.has('saved'), access: null };
      },
      () => ({
        meta,
        discounts: null,
        products: [],
        editing: null,
        days,
        saved: false,
        access: 'missingProfile' as const,
      }),
    ),
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export type DiscountFormValues = PromotionTermsValues & { productIds: string[] };

export type DiscountActionResult =
  | (FormRefusal<DiscountFormValues> & { intent: 'create' | 'edit'; id?: string })
  | { ok: false; intent: 'status'; error: string }
  | { ok: true; intent: 'created' | 'edited' | 'pause' | 'resume' | 'end'; code?: string };

const termFields = [
  'code',
  'discount',
  'percentOff',
  'amountOff',
  'startsOn',
  'endsOn',
  'maxRedemptions',
  'maxPerCustomer',
] as const satisfies readonly (keyof PromotionTermsValues)[];

/** "Créer le code" creates, "Enregistrer" edits (`id`); a row's buttons pause, resume or end its code. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const viewer = requireUser(context, url);
  const deps = context.get(depsContext);
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const id = formText(form, 'id', 100);
  if (intent === 'create' || intent === 'edit') {
    const values = {
      ...Object.fromEntries(termFields.map((name) => [name, formText(form, name, 200)])),
      productIds: form.getAll('productIds').filter((value): value is string => typeof value === 'string'),
    } as DiscountFormValues;
    if (intent === 'create') {
      return formAction({ values, schema: sellerDiscountForm, extra: { intent: 'create' as const } }, async (input) => {
        const created = await createSellerDiscount(deps, viewer, input);
        return data<DiscountActionResult>({ ok: true, intent: 'created', code: created.code }, { status: 201 });
      });
    }
    return formAction(
      { values, schema: sellerDiscountEditForm, extra: { intent: 'edit' as const, id } },
      async (input) => {
        await updateSellerDiscount(deps, viewer, id, input);
        throw redirect('/dashboard/discounts?saved=1');
      },
    );
  }
  const change = discountStatusChange.safeParse(intent);
  if (!change.success) return data<DiscountActionResult>({ ok: false, intent: 'status', error: 'status_invalid' }, 400);
  return refusingAppErrors(
    async () => {
      await changeDiscountStatus(deps, viewer, id, change.data);
      return { ok: true, intent: change.data } satisfies DiscountActionResult;
    },
    (error) =>
      data<DiscountActionResult>(
        { ok: false, intent: 'status', error: refusalOf(error).error ?? error.code },
        error.status,
      ),
  );
}

/** A code's fields as its edit form shows them. */
function valuesOf(discount: SellerDiscount): DiscountFormValues {
  return {
    code: discount.code,
    discount: discount.percentOff !== null ? 'percent' : 'amount',
    percentOff: discount.percentOff === null ? '' : String(discount.percentOff),
    amountOff: discount.amountOffCents === null ? '' : String(discount.amountOffCents / 100).replace('.', ','),
    startsOn: discount.startsAt.slice(0, 10),
    endsOn: lastDayOf(discount.endsAt),
    maxRedemptions: discount.maxRedemptions === null ? '' : String(discount.maxRedemptions),
    maxPerCustomer: discount.maxPerCustomer === null ? '' : String(discount.maxPerCustomer),
    productIds: discount.products.map((product) => product.id),
  };
}

export default function SellerDiscountsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('discounts');
  const result = actionData as DiscountActionResult | undefined;
  const busy = useNavigation().state !== 'idle';
  const { discounts, products, editing, days, saved, access } = loaderData;
  const refused = result && !result.ok && result.intent !== 'status' ? result : null;
  const fieldErrors = refused?.fieldErrors ?? {};
  const fieldError = usePromotionError(fieldErrors);
  const blank: DiscountFormValues = {
    code: '',
    discount: 'percent',
    percentOff: '',
    amountOff: '',
    ...days,
    maxRedemptions: '',
    maxPerCustomer: String(defaultMaxPerCustomer),
    productIds: [],
  };
  const values = refused ? refused.values : editing ? valuesOf(editing) : blank;
  const errorText = (code: string | undefined) =>
    code &&
    t(`errors.${code}`, { defaultValue: t(`adminPromotions:errors.${code}`, { defaultValue: t('errors.unknown') }) });
  const formError = errorText(refused?.error);
  const productsError = fieldErrors.productIds && errorText(fieldErrors.productIds);
  const isEdit = editing !== null || refused?.intent === 'edit';
  const editId = refused?.intent === 'edit' ? refused.id : editing?.id;
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-8 md:py-10">
        {access && <SellerAccessNotice kind="missingProfile" />}
        {discounts && (
          <>
            <Section bold headingId="discounts-heading" title={t('list.heading')} className="space-y-4">
              {(saved || (result?.ok && result.intent !== 'created')) && (
                <Notice tone="success">{t(`done.${result?.ok ? result.intent : 'edited'}`)}</Notice>
              )}
              {result && !result.ok && result.intent === 'status' && (
                <Notice tone="error">{errorText(result.error)}</Notice>
              )}
              <DiscountsTable discounts={discounts} busy={busy} />
            </Section>
            <Section
              bold
              headingId={isEdit ? 'edit-heading' : 'create-heading'}
              title={isEdit ? t('form.editHeading', { code: values.code }) : t('form.createHeading')}
              className="max-w-3xl space-y-4"
            >
              {result?.ok && result.intent === 'created' && (
                <Notice tone="success">{t('done.created', { code: result.code })}</Notice>
              )}
              {formError && <Notice tone="error">{formError}</Notice>}
              {products.length === 0 ? (
                <p className="text-muted-foreground">{t('form.noProducts')}</p>
              ) : (
                <PromotionForm
                  key={isEdit ? `edit-${editId}` : result?.ok && result.intent === 'created' ? result.code : 'new'}
                  values={values}
                  fieldErrors={fieldErrors}
                  busy={busy}
                  editing={isEdit}
                  hidden={isEdit ? { intent: 'edit', id: editId ?? '' } : { intent: 'create' }}
                  submitLabel={isEdit ? t('form.save') : t('form.create')}
                  scope={
                    <DiscountProductsField
                      products={products}
                      checked={values.productIds}
                      error={productsError || fieldError('productIds')}
                    />
                  }
                />
              )}
            </Section>
          </>
        )}
      </div>
    </>
  );
}
