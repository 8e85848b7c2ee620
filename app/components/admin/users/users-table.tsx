import { Link } from 'react-router';
import { roles } from '../../../../core/accounts/viewer.ts';
import type { AdminUserRow } from '../../../../core/admin/users/list-users.ts';
import { formatDate } from '../../../../i18n/format.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { RecordTable } from '../../ui/record-table.tsx';

/** The console's user list: name (a link to the detail), e-mail, roles, sign-up date, whether banned. */
export function UsersTable({ users }: { users: AdminUserRow[] }) {
  const { t, i18n } = useTranslation('adminUsers');
  return (
    <RecordTable
      caption={t('list.caption')}
      rows={users}
      label={(key) => t(`list.columns.${key}`)}
      columns={{
        name: (user) => (
          <Link to={`/admin/users/${user.id}`} className="underline-offset-4 hover:underline">
            {user.name}
          </Link>
        ),
        email: (user) => user.email,
        roles: (user) =>
          user.roles.length === 0
            ? t('list.noRole')
            : user.roles
                .filter((r) => (roles as readonly string[]).includes(r))
                .map((r) => t(`roles.${r}`))
                .join(', '),
        joined: (user) => formatDate(user.joinedAt, i18n.language),
        status: (user) => (user.banned ? t('status.banned') : t('status.active')),
      }}
    />
  );
}
