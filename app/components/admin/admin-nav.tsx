import { useTranslation } from '../../lib/i18n.tsx';
import { SectionNav } from '../nav/section-nav.tsx';

/**
 * The console's pages, in the order an administrator's day goes (spec §2 lists the first six): the queue of seller
 * applications at /admin, then each page at /admin/<key>.
 */
export const adminLinks = [
  { to: '/admin', key: 'applications' },
  ...(
    [
      'dashboard',
      'users',
      'orders',
      'payments',
      'partners',
      'promotions',
      'notifications',
      'moderation',
      'audit',
    ] as const
  ).map((key) => ({
    to: `/admin/${key}`,
    key,
  })),
];

/** The administration console's navigation, above every /admin page. */
export function AdminNav() {
  const { t } = useTranslation('admin');
  const links = adminLinks.map((link) => ({ to: link.to, label: t(`nav.${link.key}`), end: link.to === '/admin' }));
  return <SectionNav label={t('nav.label')} sections={[{ heading: t('nav.heading'), links }]} />;
}
