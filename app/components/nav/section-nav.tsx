import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { useTranslation } from '../../lib/i18n.tsx';

export type NavSection = { heading: string; links: { to: string; label: string; end?: boolean; badge?: number }[] };

/**
 * A page family's navigation (the dashboard's, the console's): a row of links grouped under headings, which scrolls
 * sideways on a phone, the current page's link brought into view. A link's badge is spoken with it ("Messages, 3 non
 * lus").
 */
export function SectionNav({ label, sections }: { label: string; sections: NavSection[] }) {
  const { t } = useTranslation('messages');
  const row = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the current page's link changes with the path
  useEffect(() => {
    const current = row.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row.current || !current || row.current.scrollWidth <= row.current.clientWidth) return;
    // Only the row scrolls (scrollIntoView could move the page too).
    row.current.scrollLeft = current.offsetLeft - (row.current.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  return (
    <nav aria-label={label} className="border-b bg-background">
      <div ref={row} className="relative mx-auto flex max-w-7xl gap-6 overflow-x-auto px-4 py-2">
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
                    aria-label={link.badge ? t('nav.unread', { label: link.label, count: link.badge }) : undefined}
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
