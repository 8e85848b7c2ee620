import ChevronDown from 'lucide-react/icons/chevron-down';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { type ControlSize, controlClass, controlSizes, useFieldControl } from './field-control.ts';

/**
 * The browser's own select (phones show their native picker, and it posts without JavaScript) drawn like the other
 * controls; inside a `Field` it is labelled and described by it. `className` goes to the wrapper, which sizes it.
 */
export function NativeSelect({
  className,
  size = 'md',
  ...props
}: Omit<ComponentProps<'select'>, 'size'> & { size?: ControlSize }) {
  return (
    <div data-slot="native-select-wrapper" className={cn('relative', className)}>
      <select
        {...useFieldControl(props)}
        data-slot="native-select"
        className={cn(controlClass, controlSizes[size], 'appearance-none py-1 pr-9')}
      />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}

export function NativeSelectOption(props: ComponentProps<'option'>) {
  return <option {...props} data-slot="native-select-option" />;
}
