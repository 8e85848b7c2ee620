import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { ChoiceControl, choiceMarkClass } from './choice-control.tsx';

/** A native radio button drawn like the checkbox (it works before hydration); group them in a `FieldSet`. */
export function Radio(props: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <ChoiceControl
      {...props}
      type="radio"
      inputClassName="rounded-full"
      mark={<span aria-hidden="true" className={cn(choiceMarkClass, 'size-2 rounded-full bg-primary')} />}
    />
  );
}
