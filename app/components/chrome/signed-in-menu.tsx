import { DropdownMenu } from 'radix-ui';
import { Link, useSubmit } from 'react-router';
import { useTranslation } from '../../lib/i18n.tsx';
import { isSeller, type SessionUser } from '../../lib/session-user.ts';

const item = 'block rounded-md px-3 py-2 text-sm outline-none hover:bg-muted focus:bg-muted';

/** The menu's links, by role: sellers create a product where others apply to sell; admins get their pages. */
function menuLinks(user: SessionUser) {
  return [
    isSeller(user) ? { to: '/products/new', label: 'user.createProduct' } : { to: '/sell', label: 'user.becomeSeller' },
    { to: '/profile', label: 'user.profile' },
    { to: '/dashboard', label: 'user.dashboard' },
    { to: '/collections', label: 'collections:menu' },
    ...(user.demoMailbox ? [{ to: '/mailbox', label: 'user.demoMailbox' }] : []),
    ...(user.isAdmin
      ? [
          { to: '/admin/dashboard', label: 'user.adminDashboard' },
          { to: '/admin/users', label: 'user.adminUsers' },
        ]
      : []),
  ];
}

/** The signed-in user's menu: identity, role-dependent links (spec §2), sign-out. */
export function SignedInMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const name = user.displayName || user.email || t('user.fallbackName');
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="flex items-center gap-2 rounded-full p-0.5 hover:bg-muted"
        aria-label={t('user.menu', { name })}
      >
        {user.avatarUrl ? (
          <img src={user.avatarUrl} alt="" width={32} height={32} className="size-8 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
          >
            {name.charAt(0).toUpperCase()}
          </span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-lg border bg-card p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2 text-sm">
            <span className="block font-medium">{name}</span>
            {user.isAdmin && (
              <span className="mt-1 inline-block rounded bg-accent px-1.5 text-xs text-accent-foreground">
                {t('user.adminBadge')}
              </span>
            )}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          {menuLinks(user).map(({ to, label }) => (
            <DropdownMenu.Item key={to} asChild>
              <Link to={to} className={item}>
                {t(label)}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          {/* The menu unmounts on select, so the sign-out is submitted from the handler, not from a form inside it. */}
          <DropdownMenu.Item
            className={`${item} cursor-pointer`}
            onSelect={() => submit(null, { method: 'post', action: '/logout' })}
          >
            {t('auth.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
