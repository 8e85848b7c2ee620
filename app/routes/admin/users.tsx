import { useActionData } from 'react-router';
import { listUsersQuery, revokeEverySessionBody, userFilters } from '../../../core/admin/users/admin-users.schema.ts';
import { listUsers } from '../../../core/admin/users/list-users.ts';
import { revokeEverySession } from '../../../core/admin/users/revoke-every-session.ts';
import { ListPagination } from '../../components/admin/list-pagination.tsx';
import { ReasonInput, reasonForm } from '../../components/admin/users/user-detail-view.tsx';
import { UsersTable } from '../../components/admin/users/users-table.tsx';
import { Notice } from '../../components/info/notice.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmedForm } from '../../components/ui/confirmed-form.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Section } from '../../components/ui/section.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { requireAdminUser } from '../../lib/auth.server.ts';
import { type FormRefusal, formAction, formText } from '../../lib/form-action.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/users';
import { adminMeta } from './admin-meta.server.ts';
import { pageQuery } from './page-query.server.ts';

export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = requireAdminUser(context, url);
  const meta = adminMeta(context, 'adminUsers', 'meta.list');
  const query = pageQuery(url, listUsersQuery);
  return guard(async () => {
    const users = await listUsers(context.get(depsContext), viewer, query);
    return { meta, users, q: query.q ?? '', role: query.role ?? '' };
  });
}

/** Signing every user out (ASVS 5.0 V7.4.5), with a reason, once confirmed. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const viewer = requireAdminUser(context, url);
  const values = { reason: formText(await request.formData(), 'reason', 5000) };
  return formAction({ values, schema: revokeEverySessionBody }, async ({ reason }) => {
    const ip = context.get(requestContext).clientIp;
    const { revoked } = await revokeEverySession(context.get(depsContext), viewer, { reason, ip });
    return { ok: true as const, revoked };
  });
}

export type RevokeEveryResult = { ok: true; revoked: number } | FormRefusal<{ reason: string }>;

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function AdminUsersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('adminUsers');
  const { users, q, role } = loaderData;
  const result = useActionData<RevokeEveryResult>();
  return (
    <>
      <PageHero eyebrow={t('list.eyebrow')} title={t('list.title')} lead={t('list.lead')} />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 md:py-10">
        <form
          method="get"
          action="/admin/users"
          className="flex flex-wrap items-end gap-4 rounded-card border bg-card p-4"
        >
          <Field id="users-q" name="q" label={t('list.search')} className="min-w-64 flex-1">
            <Input type="search" defaultValue={q} maxLength={200} />
          </Field>
          <SelectField
            name="role"
            label={t('list.role')}
            value={role}
            values={userFilters}
            labelOf={(filter) => (filter === 'banned' ? t('list.banned') : t(`roles.${filter}`))}
            allLabel={t('list.allRoles')}
            size="md"
          />
          <Button type="submit">{t('list.submit')}</Button>
        </form>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('list.total', { count: users.meta.total })}
        </p>
        {users.data.length === 0 ? (
          <p className="rounded-card border border-dashed p-10 text-center text-muted-foreground">{t('list.empty')}</p>
        ) : (
          <UsersTable users={users.data} />
        )}
        <ListPagination meta={users.meta} path="/admin/users" params={{ q, role }} />
        <Section
          title={t('list.everySession.heading')}
          size="lg"
          description={t('list.everySession.text')}
          className="space-y-3 rounded-card border bg-card p-5"
        >
          {result?.ok && <Notice tone="success">{t('result.everySessionRevoked', { count: result.revoked })}</Notice>}
          <ConfirmedForm
            method="post"
            className={reasonForm}
            question={{
              title: t('list.everySession.confirmTitle'),
              text: t('list.everySession.confirmText'),
              confirm: t('list.everySession.submit'),
              cancel: t('list.everySession.cancel'),
            }}
          >
            <ReasonInput id="every-session-reason" required label={t('list.everySession.reason')} />
            <Button type="submit" variant="destructive">
              {t('list.everySession.submit')}
            </Button>
          </ConfirmedForm>
        </Section>
      </div>
    </>
  );
}
