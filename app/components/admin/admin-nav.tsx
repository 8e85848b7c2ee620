import { useTranslation } from '../../lib/i18n.tsx';
import { SectionNav } from '../nav/section-nav.tsx';

/** The console's pages, in the order an administrator's day goes (spec §2 lists the first six). */
export const adminLinks = [
  { to: '/admin', key: 'applications' },
  { to: '/admin/dashboard', key: 'dashboard' },
  { to: '/admin/users', key: 'users' },
  { to: '/admin/orders', key: 'orders' },
  { to: '/admin/payments', key: 'payments' },
  { to: '/admin/notifications', key: 'notifications' },
  { to: '/admin/moderation', key: 'moderation' },
  { to: '/admin/audit', key: 'audit' },
] as const;

/** The administration console's navigation, above every /admin page. */
export function AdminNav() {
  const { t } = useTranslation('admin');
  const links = adminLinks.map((link) => ({ to: link.to, label: t(`nav.${link.key}`), end: link.to === '/admin' }));
  return <SectionNav label={t('nav.label')} sections={[{ heading: t('nav.heading'), links }]} />;
}
