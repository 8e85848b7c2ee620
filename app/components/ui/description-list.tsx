import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

const layouts = {
  /** The term in small muted type above its value (facts about a record). */
  stacked: { item: '', term: 'text-sm text-muted-foreground', detail: 'mt-0.5' },
  /** The term and its value on one line, the value at the end (amounts, totals). */
  split: { item: 'flex justify-between gap-4', term: '', detail: 'text-right tabular-nums' },
  /** The term and its value as two cells of the list's own grid (give the list `grid grid-cols-[auto_1fr]`). */
  cells: { item: 'contents', term: 'text-muted-foreground', detail: '' },
} as const;

/** A `dl` of `DescriptionItem`s; `className` replaces the default stacking (a grid, a row). */
export function DescriptionList({ className = 'space-y-3', ...props }: ComponentProps<'dl'>) {
  return <dl {...props} data-slot="description-list" className={className} />;
}

/** One term and its value; `layout` says how they stand (see `layouts`). */
export function DescriptionItem({
  term,
  children,
  layout = 'stacked',
  className,
  termClassName,
  detailClassName,
}: {
  term: ReactNode;
  children: ReactNode;
  layout?: keyof typeof layouts;
  className?: string;
  termClassName?: string;
  detailClassName?: string;
}) {
  const classes = layouts[layout];
  return (
    <div data-slot="description-item" className={cn(classes.item, className) || undefined}>
      <dt className={cn(classes.term, termClassName) || undefined}>{term}</dt>
      <dd className={cn(classes.detail, detailClassName) || undefined}>{children}</dd>
    </div>
  );
}
