import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { kitPart } from './kit-part.ts';

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

export const CardHeader = kitPart('div', 'card-header', 'space-y-1');
export const CardTitle = kitPart('h2', 'card-title', 'text-lg font-semibold');
export const CardDescription = kitPart('p', 'card-description', 'text-sm text-muted-foreground');
export const CardContent = kitPart('div', 'card-content', 'space-y-4');
export const CardFooter = kitPart('div', 'card-footer', 'flex flex-wrap items-center gap-3');
