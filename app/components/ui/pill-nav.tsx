import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';

export interface PillLink {
  to: string;
  label: string;
  current: boolean;
}

/** The views of one list (its statuses, periods, kinds) as a row of plain links, the current one filled and marked. */
export function PillNav({ label, links }: { label: string; links: readonly PillLink[] }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              aria-current={link.current ? 'page' : undefined}
              className={cn(
                'inline-flex rounded-full border px-3 py-1 text-sm focus-visible:outline-2 focus-visible:outline-ring',
                link.current ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-muted',
              )}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
