import { Form, redirect, useSearchParams } from 'react-router';
import { deviceName } from '../../../core/accounts/device-name.ts';
import { getSecurityState } from '../../../core/accounts/get-security-state.ts';
import { revokeAllSessions, revokeSession } from '../../../core/accounts/revoke-sessions.ts';
import { formatDateTime } from '../../../i18n/format.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { EndOtherSessionsForm } from '../../components/account/end-other-sessions.tsx';
import { ProfileSection } from '../../components/account/profile-section.tsx';
import { Notice } from '../../components/info/notice.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { authOf, redirectWithCookies, requireUser } from '../../lib/auth.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import type { Route } from './+types/security';

export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = requireUser(context, url);
  const t = serverT(context.get(requestContext).locale, 'account');
  return {
    meta: { title: t('security.meta'), noindex: true },
    state: await getSecurityState(context.get(depsContext), viewer),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

/**
 * Revoke one of the user's sessions, every other one (offered after a change of sign-in factor, ASVS 5.0 V7.4.3),
 * or sign out everywhere (then back to /auth).
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const viewer = requireUser(context, url);
  const form = await request.formData();
  const deps = context.get(depsContext);
  if (form.get('intent') === 'revoke-others') {
    await revokeAllSessions(deps, viewer, { keepCurrent: true });
    throw redirect('/security-test?ended=others');
  }
  if (form.get('intent') === 'revoke-all') {
    const { headers } = await authOf(context).auth.api.signOut({ headers: request.headers, returnHeaders: true });
    await revokeAllSessions(deps, viewer);
    return redirectWithCookies('/auth?signedOut=everywhere', headers);
  }
  const sessionId = String(form.get('sessionId') ?? '');
  if (sessionId === viewer.sessionId) throw redirect('/security-test');
  await revokeSession(deps, viewer, sessionId);
  return { ok: true };
}

export default function SecurityPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('account');
  const dateTime = (value: Date | string) => formatDateTime(value, i18n.language);
  const { state } = loaderData;
  const [params] = useSearchParams();
  const row = (label: string, ok: boolean, text: string, action?: { to: string; label: string }) => (
    <div className="flex flex-wrap items-center justify-between gap-3 py-3">
      <dt className="font-medium">{label}</dt>
      <dd className="flex items-center gap-3 text-sm">
        <span className={ok ? 'text-primary' : 'text-destructive'}>{text}</span>
        {action && (
          <ButtonLink to={action.to} size="sm" variant="outline">
            {action.label}
          </ButtonLink>
        )}
      </dd>
    </div>
  );
  return (
    <>
      <PageHero eyebrow={t('security.eyebrow')} title={t('security.title')} lead={t('security.lead')} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
        {params.get('ended') === 'others' && <Notice tone="success">{t('security.endedOthers')}</Notice>}
        <ProfileSection id="state" title={t('security.stateTitle')}>
          <dl className="divide-y">
            {row(
              t('security.email'),
              state.emailVerified,
              state.emailVerified ? t('security.yes') : t('security.no'),
              state.emailVerified ? undefined : { to: '/profile#email', label: t('security.fix') },
            )}
            {row(
              t('security.twoFactor'),
              state.twoFactorEnabled,
              state.twoFactorEnabled ? t('security.aal', { level: state.aal }) : t('security.no'),
              state.twoFactorEnabled ? undefined : { to: '/profile#two-factor', label: t('twoFactor.enable') },
            )}
            {row(
              t('security.phone'),
              state.phoneNumberVerified,
              state.phoneNumberVerified ? (state.phoneNumber ?? '') : t('security.no'),
            )}
            {row(
              t('security.passwordChanged'),
              state.hasPassword,
              state.passwordChangedAt ? dateTime(state.passwordChangedAt) : t('security.noPassword'),
            )}
          </dl>
        </ProfileSection>
        <ProfileSection
          id="sessions"
          title={t('security.sessionsTitle', { count: state.sessions.length })}
          lead={t('security.sessionsLead')}
        >
          <ul className="divide-y">
            {state.sessions.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="text-sm">
                  <p className="font-medium">
                    {deviceName(s.userAgent) ?? t('security.unknownDevice')}
                    {s.current && (
                      <span className="ml-2 rounded bg-secondary px-1.5 py-0.5 text-xs text-secondary-foreground">
                        {t('security.current')}
                      </span>
                    )}
                  </p>
                  <p className="text-muted-foreground">
                    {t('security.sessionDetails', {
                      ip: s.ipAddress ?? '—',
                      created: dateTime(s.createdAt),
                      used: dateTime(s.lastUsedAt),
                    })}
                  </p>
                </div>
                {!s.current && (
                  <Form method="post">
                    <input type="hidden" name="sessionId" value={s.id} />
                    <Button
                      type="submit"
                      size="sm"
                      variant="outline"
                      aria-label={t('security.revokeLabel', {
                        device: deviceName(s.userAgent) ?? t('security.unknownDevice'),
                      })}
                    >
                      {t('security.revoke')}
                    </Button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-3">
            {state.sessions.length > 1 && <EndOtherSessionsForm />}
            <Form method="post">
              <input type="hidden" name="intent" value="revoke-all" />
              <Button type="submit" variant="outline" size="sm">
                {t('security.revokeAll')}
              </Button>
            </Form>
          </div>
        </ProfileSection>
      </div>
    </>
  );
}
