import Check from 'lucide-react/icons/check';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { useFieldControl } from './field-control.ts';

/**
 * A native checkbox drawn like shadcn's: it posts with its form and toggles before hydration, which Radix's button
 * does not. Inside a `Field` it is labelled and described by it.
 */
export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <span data-slot="checkbox" className={cn('relative inline-grid size-4 shrink-0 place-items-center', className)}>
      <input
        type="checkbox"
        {...useFieldControl(props)}
        className="peer col-start-1 row-start-1 size-4 cursor-pointer appearance-none rounded-[4px] border border-foreground/40 bg-background shadow-xs transition-colors checked:border-primary checked:bg-primary disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive"
      />
      <Check
        aria-hidden="true"
        strokeWidth={3}
        className="pointer-events-none invisible col-start-1 row-start-1 size-3 text-primary-foreground peer-checked:visible"
      />
    </span>
  );
}
