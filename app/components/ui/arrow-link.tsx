import ArrowRight from 'lucide-react/icons/arrow-right';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';

/** A link onward to more of the same (all guides, the whole catalogue), an arrow after its text. */
export function ArrowLink({ className, children, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      {...props}
      className={cn('inline-flex items-center gap-1 font-semibold text-primary hover:underline', className)}
    >
      {children}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}
