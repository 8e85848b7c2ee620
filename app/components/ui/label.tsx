import { Label as LabelPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** A form label (Radix: a double click does not select its text); its weight is the caller's. */
export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      {...props}
      data-slot="label"
      className={cn('text-sm has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50', className)}
    />
  );
}
