import { useTranslation } from '../../lib/i18n.tsx';
import { isSeller, type SessionUser } from '../../lib/session-user.ts';
import { type NavSection, SectionNav } from '../nav/section-nav.tsx';

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

/** The dashboard's navigation, grouped by role; Messages carries the number of conversations with something unread. */
export function DashboardNav({ user, unreadConversations = 0 }: { user: SessionUser; unreadConversations?: number }) {
  const { t } = useTranslation('dashboard');
  const sections: NavSection[] = dashboardSections(user).map((section) => ({
    heading: t(`nav.sections.${section.key}`),
    links: section.links.map((link) => ({
      to: link.to,
      label: t(`nav.links.${link.key}`),
      end: link.to === '/dashboard',
      badge: link.key === 'messages' && unreadConversations > 0 ? unreadConversations : undefined,
    })),
  }));
  return <SectionNav label={t('nav.label')} sections={sections} />;
}
