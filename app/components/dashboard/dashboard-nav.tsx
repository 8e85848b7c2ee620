import { useTranslation } from '../../lib/i18n.tsx';
import { isSeller, type SessionUser } from '../../lib/session-user.ts';
import { type NavSection, SectionNav } from '../nav/section-nav.tsx';

const paths = {
  overview: '/dashboard',
  purchases: '/dashboard/purchases',
  deployments: '/dashboard/deployments',
  updates: '/dashboard/updates',
  subscriptions: '/dashboard/subscriptions',
  invoices: '/dashboard/invoices',
  messages: '/dashboard/messages',
  notifications: '/dashboard/notifications',
  products: '/dashboard/products',
  assets: '/dashboard/assets',
  sales: '/dashboard/sales',
  posts: '/dashboard/posts',
  discounts: '/dashboard/discounts',
  affiliates: '/dashboard/affiliates',
  sellerProfile: '/dashboard/seller-profile',
  partner: '/dashboard/partner',
} as const;

type Page = keyof typeof paths;

/**
 * Which pages of the dashboard a user has: everyone's, then the seller's and the partner's by role (a seller's
 * affiliate has the partner's too).
 */
export function dashboardSections(
  user: SessionUser,
  affiliate = false,
): { key: string; links: { to: string; key: Page }[] }[] {
  const sections: { key: string; pages: Page[] }[] = [
    {
      key: 'account',
      pages: [
        'overview',
        'purchases',
        'deployments',
        'updates',
        'subscriptions',
        'invoices',
        'messages',
        'notifications',
      ],
    },
  ];
  if (isSeller(user))
    sections.push({
      key: 'seller',
      pages: ['products', 'assets', 'sales', 'discounts', 'affiliates', 'posts', 'sellerProfile'],
    });
  if (user.roles.includes('partner') || affiliate) sections.push({ key: 'partner', pages: ['partner'] });
  return sections.map(({ key, pages }) => ({ key, links: pages.map((page) => ({ to: paths[page], key: page })) }));
}

/** The dashboard's navigation, grouped by role; Messages carries the number of conversations with something unread. */
export function DashboardNav({
  user,
  unreadConversations = 0,
  affiliate = false,
}: {
  user: SessionUser;
  unreadConversations?: number;
  affiliate?: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const sections: NavSection[] = dashboardSections(user, affiliate).map((section) => ({
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
