import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { controlClass, useFieldControl } from './field-control.ts';

/** A text, e-mail, number, date, search or file input; inside a `Field` it is labelled and described by it. */
export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      {...useFieldControl(props)}
      data-slot="input"
      className={cn(
        controlClass,
        'h-11 py-2 file:mr-3 file:rounded-md file:border-0 file:bg-muted file:px-3 file:py-1 file:text-sm file:font-medium file:text-foreground',
        className,
      )}
    />
  );
}
