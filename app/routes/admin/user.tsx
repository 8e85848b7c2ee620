import { data, Link, redirect, useActionData } from 'react-router';
import { z } from 'zod';
import { roles } from '../../../core/accounts/viewer.ts';
import { impersonateBody, reasonField } from '../../../core/admin/users/admin-users.schema.ts';
import { banUser } from '../../../core/admin/users/ban-user.ts';
import { getUserDetail } from '../../../core/admin/users/get-user-detail.ts';
import { grantUserRole } from '../../../core/admin/users/grant-user-role.ts';
import { impersonateUser } from '../../../core/admin/users/impersonate-user.ts';
import { resetTwoFactor } from '../../../core/admin/users/reset-two-factor.ts';
import { revokeUserRole } from '../../../core/admin/users/revoke-user-role.ts';
import { revokeUserSessions } from '../../../core/admin/users/revoke-user-sessions.ts';
import { unbanUser } from '../../../core/admin/users/unban-user.ts';
import { isAppError } from '../../../core/shared/app-error.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { impersonationCookies } from '../../../server/auth/impersonation-cookies.ts';
import { UserDetailView } from '../../components/admin/users/user-detail-view.tsx';
import { Notice } from '../../components/info/notice.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { depsContext, requestContext } from '../../context.ts';
import { requireAdminUser } from '../../lib/auth.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/user';
import { adminMeta } from './admin-meta.server.ts';

const userIdParam = z.uuid();

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const viewer = requireAdminUser(context, url);
  const userId = userIdParam.safeParse(params.userId);
  if (!userId.success) throw redirect('/admin/users');
  return guard(async () => {
    const detail = await getUserDetail(context.get(depsContext), viewer, userId.data);
    return {
      meta: adminMeta(context, 'adminUsers', 'meta.detail', { name: detail.user.name }),
      detail,
      self: viewer.userId,
    };
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

/** The detail page's forms, one `intent` each. */
const userForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('grant'), role: z.enum(roles), reason: reasonField.optional() }),
  z.object({ intent: z.literal('revoke'), role: z.enum(roles), reason: reasonField.optional() }),
  z.object({ intent: z.literal('ban'), reason: reasonField }),
  z.object({ intent: z.literal('unban'), reason: reasonField }),
  z.object({ intent: z.literal('revokeSession'), sessionId: z.uuid() }),
  z.object({ intent: z.literal('revokeAll') }),
  z.object({ intent: z.literal('resetTwoFactor'), reason: reasonField }),
  impersonateBody.extend({ intent: z.literal('impersonate') }),
]);

export type UserActionResult =
  | { ok: true; message: string; params: Record<string, string | number> }
  | { ok: false; code: string };

export async function action({ request, url, params, context }: Route.ActionArgs) {
  const viewer = requireAdminUser(context, url);
  const userId = userIdParam.safeParse(params.userId);
  if (!userId.success) throw redirect('/admin/users');
  const fields = Object.fromEntries(
    [...(await request.formData())].filter(([, value]) => typeof value === 'string' && value.trim() !== ''),
  );
  const parsed = userForm.safeParse(fields);
  if (!parsed.success) return data<UserActionResult>({ ok: false, code: 'invalid' }, 400);
  const form = parsed.data;
  const deps = context.get(depsContext);
  const { locale } = context.get(requestContext);
  const ip = context.get(requestContext).clientIp;
  const target = { userId: userId.data, ip };
  const t = serverT(locale, 'adminUsers');
  const roleName = (role: (typeof roles)[number]) => t(`roles.${role}`);
  try {
    switch (form.intent) {
      case 'grant':
      case 'revoke': {
        const run = form.intent === 'grant' ? grantUserRole : revokeUserRole;
        const { changed } = await run(deps, viewer, { ...target, role: form.role, reason: form.reason });
        const message = !changed ? 'unchanged' : form.intent === 'grant' ? 'roleGranted' : 'roleRevoked';
        return { ok: true, message, params: { role: roleName(form.role) } } satisfies UserActionResult;
      }
      case 'ban': {
        const done = await banUser(deps, viewer, { ...target, reason: form.reason });
        return {
          ok: true,
          message: done.changed ? 'banned' : 'unchanged',
          params: {
            sessions: t('result.sessionsClosed', { count: done.sessionsRevoked }),
            products: t('result.productsWithdrawn', { count: done.productsSuspended }),
          },
        } satisfies UserActionResult;
      }
      case 'unban': {
        const done = await unbanUser(deps, viewer, { ...target, reason: form.reason });
        return {
          ok: true,
          message: done.changed ? 'unbanned' : 'unchanged',
          params: { products: t('result.productsRepublished', { count: done.productsRestored }) },
        } satisfies UserActionResult;
      }
      case 'revokeSession':
      case 'revokeAll': {
        const sessionId = form.intent === 'revokeSession' ? form.sessionId : undefined;
        const { revoked } = await revokeUserSessions(deps, viewer, { ...target, sessionId });
        return { ok: true, message: 'sessionsRevoked', params: { count: revoked } } satisfies UserActionResult;
      }
      case 'resetTwoFactor': {
        const { sessionsRevoked } = await resetTwoFactor(deps, viewer, { ...target, reason: form.reason });
        return { ok: true, message: 'twoFactorReset', params: { count: sessionsRevoked } } satisfies UserActionResult;
      }
      case 'impersonate': {
        const started = await impersonateUser(deps, viewer, {
          ...target,
          reason: form.reason,
          userAgent: request.headers.get('user-agent'),
        });
        const headers = new Headers();
        for (const cookie of impersonationCookies(deps, {
          targetToken: started.token,
          adminToken: started.adminToken,
        })) {
          headers.append('Set-Cookie', cookie);
        }
        throw redirect('/dashboard', { headers });
      }
    }
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data<UserActionResult>({ ok: false, code: error.code }, error.status);
  }
}

export default function AdminUserPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('adminUsers');
  const result = useActionData<UserActionResult>();
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 md:py-10">
      <p>
        <Link to="/admin/users" className="text-sm underline-offset-4 hover:underline">
          ← {t('detail.back')}
        </Link>
      </p>
      {result?.ok && <Notice tone="success">{t(`result.${result.message}`, result.params)}</Notice>}
      {result && !result.ok && (
        <Notice tone="error">{t(`errors.${result.code}`, { defaultValue: t('errors.unknown') })}</Notice>
      )}
      <UserDetailView detail={loaderData.detail} self={loaderData.self} />
    </div>
  );
}
