import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { controlClass, useFieldControl } from './field-control.ts';

/** A multi-line text input; inside a `Field` it is labelled and described by it. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea {...useFieldControl(props)} data-slot="textarea" className={cn(controlClass, 'py-2', className)} />;
}
