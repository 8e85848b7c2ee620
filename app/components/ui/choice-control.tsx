import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { useFieldControl } from './field-control.ts';

/** Where a choice's mark stands: over the input, shown once it is checked. */
export const choiceMarkClass = 'pointer-events-none invisible col-start-1 row-start-1 peer-checked:visible';

/**
 * A native checkbox or radio button with a drawn `mark` over it: it posts with its form and toggles before
 * hydration. Inside a `Field` it is labelled and described by it.
 */
export function ChoiceControl({
  type,
  className,
  inputClassName,
  mark,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { type: 'checkbox' | 'radio'; inputClassName: string; mark: ReactNode }) {
  return (
    <span data-slot={type} className={cn('relative inline-grid size-4 shrink-0 place-items-center', className)}>
      <input
        type={type}
        {...useFieldControl(props)}
        className={cn(
          'peer col-start-1 row-start-1 size-4 cursor-pointer appearance-none border border-foreground/40 bg-background shadow-xs transition-colors checked:border-primary disabled:cursor-not-allowed disabled:opacity-50',
          inputClassName,
        )}
      />
      {mark}
    </span>
  );
}
