import { data, redirect } from 'react-router';
import { secondFactorState } from '../../../core/accounts/second-factor.ts';
import { changeSellerAvatar } from '../../../core/sellers/change-seller-avatar.ts';
import { getSellerProfileSettings } from '../../../core/sellers/get-seller-profile-settings.ts';
import { sellerPayoutSchema, sellerProfileSchema } from '../../../core/sellers/seller-profile.schema.ts';
import { canSell } from '../../../core/sellers/seller-role.ts';
import { updateSellerPayout } from '../../../core/sellers/update-seller-payout.ts';
import { updateSellerProfile } from '../../../core/sellers/update-seller-profile.ts';
import { isAppError } from '../../../core/shared/app-error.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { Notice } from '../../components/info/notice.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { AvatarUpload } from '../../components/seller-profile/avatar-upload.tsx';
import { PayoutForm } from '../../components/seller-profile/payout-form.tsx';
import { PublicProfileForm } from '../../components/seller-profile/public-profile-form.tsx';
import type {
  SellerProfileActionData,
  SellerProfileIntent,
} from '../../components/seller-profile/seller-profile-action.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { requireUser } from '../../lib/auth.server.ts';
import { formAction, formText } from '../../lib/form-action.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/seller-profile';

type Viewer = ReturnType<typeof requireUser>;

/** Experts and administrators; a customer is sent to /sell to apply. */
function requireSeller(context: Route.LoaderArgs['context'], url: URL): Viewer {
  const viewer = requireUser(context, url);
  if (!canSell(viewer)) throw redirect('/sell');
  return viewer;
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = requireSeller(context, url);
  const t = serverT(context.get(requestContext).locale, 'sell');
  return guard(async () => ({
    settings: await getSellerProfileSettings(context.get(depsContext), viewer),
    secondFactor: secondFactorState(viewer),
    meta: { title: t('profile.meta'), noindex: true },
  }));
}

const profileFields = ['publicName', 'bio', 'website', 'contactEmail', 'expertise'] as const;

export async function action({ request, url, context }: Route.ActionArgs) {
  const viewer = requireSeller(context, url);
  const deps = context.get(depsContext);
  const form = await request.formData();
  const intent = formText(form, 'intent') as SellerProfileIntent;
  const failed = (status: number, answer: Omit<Extract<SellerProfileActionData, { ok: false }>, 'intent' | 'ok'>) =>
    data<SellerProfileActionData>({ intent, ok: false, ...answer }, status);
  const done = (): SellerProfileActionData => ({ intent, ok: true });
  if (intent === 'profile') {
    const values = Object.fromEntries(profileFields.map((name) => [name, formText(form, name, 5000)]));
    return formAction({ values, schema: sellerProfileSchema, extra: { intent } }, async (profile) => {
      await updateSellerProfile(deps, viewer, profile);
      return done();
    });
  }
  if (intent === 'payout') {
    const values = { payoutName: formText(form, 'payoutName', 5000), iban: formText(form, 'iban', 5000) };
    return formAction({ values, schema: sellerPayoutSchema, extra: { intent } }, async (payout) => {
      await updateSellerPayout(deps, viewer, payout);
      return done();
    });
  }
  if (intent === 'avatar' || intent === 'remove-avatar') {
    const file = form.get('avatar');
    const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
    try {
      await changeSellerAvatar(deps, viewer, intent === 'avatar' ? bytes : null);
      return done();
    } catch (error) {
      if (!isAppError(error) || error.status === 401) throw error;
      // The picture's own refusals (unreadable, too large…) belong to its field.
      if (intent === 'avatar' && error.code.startsWith('image_')) {
        return failed(400, { fieldErrors: { avatar: error.code } });
      }
      return failed(error.status, { error: error.code });
    }
  }
  return failed(400, { error: 'unknown' });
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function SellerProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('sell');
  const { settings, secondFactor } = loaderData;
  const result = actionData as SellerProfileActionData | undefined;
  return (
    <>
      <PageHero eyebrow={t('profile.eyebrow')} title={t('profile.title')} lead={t('profile.lead')}>
        {settings.id && (
          <ButtonLink to={`/seller/${settings.id}`} variant="outline" className="mt-4">
            {t('profile.viewPublic')}
          </ButtonLink>
        )}
      </PageHero>
      <div className="mx-auto max-w-5xl space-y-10 px-4 py-8 md:py-10">
        {result?.ok && <Notice tone="success">{t('profile.saved')}</Notice>}
        {result && !result.ok && result.error && result.intent !== 'payout' && (
          <Notice tone="error">
            {t(`profile.errors.${result.error}`, { defaultValue: t('profile.errors.unknown') })}
          </Notice>
        )}
        {!settings.id && <Notice tone="success">{t('profile.create')}</Notice>}
        <PublicProfileForm key={settings.id ?? 'new'} settings={settings} result={result} />
        {settings.id && <AvatarUpload hasAvatar={!!settings.avatarUrl} result={result} />}
        <PayoutForm settings={settings} secondFactor={secondFactor} result={result} />
      </div>
    </>
  );
}
