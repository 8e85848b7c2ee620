import ArrowLeft from 'lucide-react/icons/arrow-left';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';

/** A discreet link back to where the page was reached from (a list, a catalogue), an arrow before its text. */
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
