import ArrowLeft from 'lucide-react/icons/arrow-left';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';

/** The link back to the list or page a detail page belongs to, with a leading arrow. */
export function BackLink({ className, children, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      {...props}
      className={cn('inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground', className)}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
