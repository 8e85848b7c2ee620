import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * What stands in place of an empty list: a dashed box with an optional icon, a heading (`h2`), a hint and an
 * action (a link to where things can be found or made). `className` adds to the box (a margin, other padding).
 */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
  className,
}: {
  icon?: LucideIcon;
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div data-slot="empty-state" className={cn('rounded-card border border-dashed p-10 text-center', className)}>
      {Icon && <Icon aria-hidden="true" className="mx-auto mb-3 size-10 text-muted-foreground" />}
      {title && <h2 className="text-xl font-semibold">{title}</h2>}
      {children && <p className={cn('mx-auto max-w-xl text-muted-foreground', title && 'mt-2')}>{children}</p>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}
