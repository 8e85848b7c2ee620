import { Link, redirect } from 'react-router';
import { roles } from '../../../core/accounts/viewer.ts';
import { listUsersQuery, userFilters } from '../../../core/admin/users/admin-users.schema.ts';
import { listUsers } from '../../../core/admin/users/list-users.ts';
import { pageCount } from '../../../core/shared/page-number.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import { formatDate } from '../../../i18n/format.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { FilterSelect } from '../../components/admin/filter-select.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { Pagination } from '../../components/pagination.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { requireAdminUser } from '../../lib/auth.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/users';

export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = requireAdminUser(context, url);
  const meta = { title: serverT(context.get(requestContext).locale, 'adminUsers')('meta.list'), noindex: true };
  const parsed = listUsersQuery.safeParse(queryObject(url));
  if (!parsed.success) throw redirect('/admin/users');
  const query = parsed.data;
  return guard(async () => {
    const users = await listUsers(context.get(depsContext), viewer, query);
    const pages = pageCount(users.meta);
    return { meta, users, pages, q: query.q ?? '', role: query.role ?? '' };
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function AdminUsersPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('adminUsers');
  const { users, pages, q, role } = loaderData;
  const hrefFor = (page: number) => {
    const params = new URLSearchParams();
    if (q) params.set('q', q);
    if (role) params.set('role', role);
    if (page > 1) params.set('page', String(page));
    const search = params.toString();
    return search ? `/admin/users?${search}` : '/admin/users';
  };
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
          <FilterSelect
            id="users-role"
            name="role"
            label={t('list.role')}
            value={role}
            allLabel={t('list.allRoles')}
            options={userFilters.map((filter) => ({
              value: filter,
              label: filter === 'banned' ? t('list.banned') : t(`roles.${filter}`),
            }))}
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
          <div className="overflow-x-auto rounded-card border bg-card">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('list.caption')}</caption>
              <thead className="border-b bg-muted/50">
                <tr>
                  {(['name', 'email', 'roles', 'joined', 'status'] as const).map((column) => (
                    <th key={column} scope="col" className="px-4 py-3 font-medium">
                      {t(`list.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {users.data.map((user) => (
                  <tr key={user.id} className="border-b last:border-0">
                    <th scope="row" className="px-4 py-3 font-medium">
                      <Link to={`/admin/users/${user.id}`} className="underline-offset-4 hover:underline">
                        {user.name}
                      </Link>
                    </th>
                    <td className="px-4 py-3">{user.email}</td>
                    <td className="px-4 py-3">
                      {user.roles.length === 0
                        ? t('list.noRole')
                        : user.roles
                            .filter((r) => (roles as readonly string[]).includes(r))
                            .map((r) => t(`roles.${r}`))
                            .join(', ')}
                    </td>
                    <td className="px-4 py-3">{formatDate(user.joinedAt, i18n.language)}</td>
                    <td className="px-4 py-3">{user.banned ? t('status.banned') : t('status.active')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pagination page={users.meta.page} pages={pages} hrefFor={hrefFor} />
      </div>
    </>
  );
}
