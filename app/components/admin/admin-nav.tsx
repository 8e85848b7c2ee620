import { useTranslation } from '../../lib/i18n.tsx';
import { useSessionUser } from '../../lib/session-user.ts';
import { SectionNav } from '../nav/section-nav.tsx';
import { ConsoleSearchForm } from './console-search-form.tsx';

/**
 * The console's pages, in the order an administrator's day goes (spec §2 lists the first six): the queue of seller
 * applications at /admin, then each page at /admin/<key>; the demo mailbox while mail stays in the outbox.
 */
const pages = [
  'dashboard',
  'users',
  'orders',
  'deployments',
  'payments',
  'partners',
  'promotions',
  'notifications',
  'moderation',
  'audit',
] as const;

/** The administration console's navigation and search box, above every /admin page. */
export function AdminNav() {
  const { t } = useTranslation('admin');
  const demoMailbox = useSessionUser()?.demoMailbox ?? false;
  const keys = [...pages, ...(demoMailbox ? (['mailbox'] as const) : [])];
  const links = [
    { to: '/admin', label: t('nav.applications'), end: true },
    ...keys.map((key) => ({ to: `/admin/${key}`, label: t(`nav.${key}`) })),
  ];
  return (
    <>
      <SectionNav label={t('nav.label')} sections={[{ heading: t('nav.heading'), links }]} />
      <div className="border-b bg-muted/40">
        <div className="mx-auto flex max-w-7xl px-4 py-2 sm:justify-end">
          <ConsoleSearchForm id="console-search" compact />
        </div>
      </div>
    </>
  );
}
