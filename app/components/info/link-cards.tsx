import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';

export interface LinkCardItem {
  to: string;
  icon: LucideIcon;
  label: string;
  /** A line under the label saying what the page holds. */
  text?: string;
}

/** Where to read on: other pages as bordered cards, each an icon, a label and an optional line of text. */
export function LinkCards({ items, className }: { items: LinkCardItem[]; className: string }) {
  return (
    <ul className={cn('grid', className)}>
      {items.map(({ to, icon: Icon, label, text }) => (
        <li key={to}>
          <Link
            to={to}
            className="flex h-full items-start gap-3 rounded-card border p-5 transition-colors hover:bg-muted"
          >
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>
              <span className="block font-medium">{label}</span>
              {text && <span className="mt-1 block text-sm text-muted-foreground">{text}</span>}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
