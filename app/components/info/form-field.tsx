import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export interface ControlProps {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

/** Shared look of text inputs, selects and text areas; a field in error gets the destructive border. */
export const controlClass =
  'w-full rounded-lg border bg-background px-3 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground hover:border-foreground/30 aria-invalid:border-destructive';

/**
 * A labelled form control with its hint and its error in place, wired for assistive technology
 * (`aria-invalid`, `aria-describedby`). The control itself comes from the render prop.
 */
export function FormField({
  id: givenId,
  name,
  label,
  hint,
  error,
  className,
  children,
}: {
  /** Defaults to `field-<name>`; give one when the page may hold another form with the same field name. */
  id?: string;
  name: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: (props: ControlProps) => ReactNode;
}) {
  const id = givenId ?? `field-${name}`;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children({
        id,
        name,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        className: controlClass,
      })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="flex items-center gap-1 text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
