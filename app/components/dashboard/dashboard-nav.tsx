import { NavLink } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { isSeller, type SessionUser } from '../../lib/session-user.ts';

type Section = { heading: string; links: { to: string; label: string; end?: boolean; badge?: number }[] };

/** Which pages of the dashboard a user has: everyone's, then the seller's and the partner's by role. */
export function dashboardSections(user: SessionUser): { key: string; links: { to: string; key: string }[] }[] {
  const sections = [
    {
      key: 'account',
      links: [
        { to: '/dashboard', key: 'overview' },
        { to: '/dashboard/purchases', key: 'purchases' },
        { to: '/dashboard/subscriptions', key: 'subscriptions' },
        { to: '/dashboard/invoices', key: 'invoices' },
        { to: '/dashboard/messages', key: 'messages' },
        { to: '/dashboard/notifications', key: 'notifications' },
      ],
    },
  ];
  if (isSeller(user)) {
    sections.push({
      key: 'seller',
      links: [
        { to: '/dashboard/products', key: 'products' },
        { to: '/dashboard/assets', key: 'assets' },
        { to: '/dashboard/sales', key: 'sales' },
        { to: '/dashboard/seller-profile', key: 'sellerProfile' },
      ],
    });
  }
  if (user.roles.includes('partner')) {
    sections.push({ key: 'partner', links: [{ to: '/dashboard/partner', key: 'partner' }] });
  }
  return sections;
}

/**
 * The dashboard's navigation: a row of links that scrolls sideways on a phone, grouped by role. Messages carries the
 * number of conversations with something unread, spoken with the link ("Messages, 3 non lus").
 */
export function DashboardNav({ user, unreadConversations = 0 }: { user: SessionUser; unreadConversations?: number }) {
  const { t } = useTranslation('dashboard');
  const sections: Section[] = dashboardSections(user).map((section) => ({
    heading: t(`nav.sections.${section.key}`),
    links: section.links.map((link) => ({
      to: link.to,
      label: t(`nav.links.${link.key}`),
      end: link.to === '/dashboard',
      badge: link.key === 'messages' && unreadConversations > 0 ? unreadConversations : undefined,
    })),
  }));
  return (
    <nav aria-label={t('nav.label')} className="border-b bg-background">
      <div className="mx-auto flex max-w-7xl gap-6 overflow-x-auto px-4 py-2">
        {sections.map((section) => (
          <div key={section.heading} className="flex shrink-0 items-center gap-1">
            <span className="mr-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {section.heading}
            </span>
            <ul className="flex items-center gap-1">
              {section.links.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.end}
                    aria-label={
                      link.badge ? t('messages:nav.unread', { label: link.label, count: link.badge }) : undefined
                    }
                    className={({ isActive }) =>
                      cn(
                        'inline-flex h-9 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap hover:bg-muted',
                        isActive && 'bg-secondary text-secondary-foreground',
                      )
                    }
                  >
                    {link.label}
                    {link.badge && (
                      <span
                        aria-hidden="true"
                        className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground"
                      >
                        {link.badge}
                      </span>
                    )}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
