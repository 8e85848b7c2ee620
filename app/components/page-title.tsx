import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

/**
 * A page's own title block: a small line naming what kind of page it is (with its icon), the `h1`, a muted line
 * of facts, then `children` (an action, a link).
 */
export function PageTitle({
  icon: Icon,
  eyebrow,
  title,
  lead,
  className,
  children,
}: {
  icon: LucideIcon;
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <header className={cn('space-y-2', className)}>
      <p className="inline-flex items-center gap-1.5 text-sm font-medium text-primary">
        <Icon aria-hidden="true" className="size-4" />
        {eyebrow}
      </p>
      <h1 className="text-2xl font-bold break-words md:text-3xl">{title}</h1>
      {lead && <p className="text-muted-foreground">{lead}</p>}
      {children}
    </header>
  );
}
