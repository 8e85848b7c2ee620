import Check from 'lucide-react/icons/check';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { ChoiceControl, choiceMarkClass } from './choice-control.tsx';

/** A native checkbox drawn like shadcn's (Radix's button would not post or toggle before hydration). */
export function Checkbox(props: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <ChoiceControl
      {...props}
      type="checkbox"
      inputClassName="rounded-[4px] checked:bg-primary aria-invalid:border-destructive"
      mark={
        <Check aria-hidden="true" strokeWidth={3} className={cn(choiceMarkClass, 'size-3 text-primary-foreground')} />
      }
    />
  );
}
