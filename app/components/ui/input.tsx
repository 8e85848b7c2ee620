import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { type ControlSize, controlClass, controlSizes, useFieldControl } from './field-control.ts';

/**
 * A text, e-mail, number, date, search or file input; inside a `Field` it is labelled and described by it. Its type
 * is always written out (`text` unless given), as HTML validators ask.
 */
export function Input({
  className,
  size = 'md',
  type = 'text',
  ...props
}: Omit<ComponentProps<'input'>, 'size'> & { size?: ControlSize }) {
  return (
    <input
      {...useFieldControl(props)}
      type={type}
      data-slot="input"
      className={cn(
        controlClass,
        controlSizes[size],
        'py-1.5 [&[type=file]]:text-sm file:mr-3 file:h-7 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:text-sm file:font-medium file:text-secondary-foreground',
        className,
      )}
    />
  );
}
