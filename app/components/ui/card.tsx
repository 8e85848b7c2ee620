import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** A bordered surface for a group of content or a form section (`asChild`: on a `section` or `fieldset` of one's own). */
export function Card({ className, asChild, ...props }: ComponentProps<'div'> & { asChild?: boolean }) {
  const Root = asChild ? Slot.Root : 'div';
  return (
    <Root
      {...props}
      data-slot="card"
      className={cn('space-y-4 rounded-card border bg-card p-4 text-card-foreground md:p-6', className)}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div {...props} data-slot="card-header" className={cn('space-y-1', className)} />;
}

export function CardTitle({ className, ...props }: ComponentProps<'h2'>) {
  return <h2 {...props} data-slot="card-title" className={cn('text-lg font-semibold', className)} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p {...props} data-slot="card-description" className={cn('text-sm text-muted-foreground', className)} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div {...props} data-slot="card-content" className={cn('space-y-4', className)} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div {...props} data-slot="card-footer" className={cn('flex flex-wrap items-center gap-3', className)} />;
}
