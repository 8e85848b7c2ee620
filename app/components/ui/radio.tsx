import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { useFieldControl } from './field-control.ts';

/** A native radio button drawn like the checkbox (it works before hydration); group them in a `FieldSet`. */
export function Radio({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <span data-slot="radio" className={cn('relative inline-grid size-4 shrink-0 place-items-center', className)}>
      <input
        type="radio"
        {...useFieldControl(props)}
        className="peer col-start-1 row-start-1 size-4 cursor-pointer appearance-none rounded-full border border-foreground/40 bg-background shadow-xs transition-colors checked:border-primary disabled:cursor-not-allowed disabled:opacity-50"
      />
      <span
        aria-hidden="true"
        className="pointer-events-none invisible col-start-1 row-start-1 size-2 rounded-full bg-primary peer-checked:visible"
      />
    </span>
  );
}
