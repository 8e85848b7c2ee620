import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { FieldControlContext, useFieldId } from './field-control.ts';
import { Label } from './label.tsx';

/**
 * A labelled control with its description and its error in place, wired for assistive technology: the control inside
 * (`Input`, `Textarea`, `NativeSelect`, `Checkbox`…) takes the field's id and name, `aria-invalid` and
 * `aria-describedby`. Horizontal fields put the control before the label (checkboxes, radio buttons).
 */
export function Field({
  id: givenId,
  name,
  label,
  description,
  error,
  orientation = 'vertical',
  className,
  children,
}: {
  /** Defaults to `field-<name>` (scoped by `FieldScope`); give one when the page holds another field of this name. */
  id?: string;
  name: string;
  label: ReactNode;
  description?: ReactNode;
  /** The translated message; the field is invalid while there is one. */
  error?: string;
  orientation?: 'vertical' | 'horizontal';
  className?: string;
  children: ReactNode;
}) {
  const scopedId = useFieldId(name);
  const id = givenId ?? scopedId;
  const describedBy = [description ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const control = (
    <FieldControlContext value={{ id, name, invalid: Boolean(error), describedBy: describedBy || undefined }}>
      {children}
    </FieldControlContext>
  );
  const details = (
    <>
      {description && <FieldDescription id={`${id}-hint`}>{description}</FieldDescription>}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </>
  );
  if (orientation === 'horizontal') {
    return (
      <div data-slot="field" data-orientation="horizontal" className={cn('flex items-start gap-3', className)}>
        <span className="mt-0.5 flex">{control}</span>
        <div className="space-y-1">
          <Label htmlFor={id} className="block">
            {label}
          </Label>
          {details}
        </div>
      </div>
    );
  }
  return (
    <div data-slot="field" data-orientation="vertical" className={cn('space-y-1.5', className)}>
      <Label htmlFor={id} className="block font-medium">
        {label}
      </Label>
      {control}
      {details}
    </div>
  );
}

export function FieldDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p {...props} data-slot="field-description" className={cn('text-xs text-muted-foreground', className)} />;
}

/** The error of a field or a group; nothing while there is none. */
export function FieldError({ className, children, ...props }: ComponentProps<'p'>) {
  if (!children) return null;
  return (
    <p {...props} data-slot="field-error" className={cn('text-sm font-medium text-destructive', className)}>
      {children}
    </p>
  );
}

/** Related controls under one legend (radio buttons, a group of checkboxes). */
export function FieldSet({ className, ...props }: ComponentProps<'fieldset'>) {
  return <fieldset {...props} data-slot="field-set" className={cn('min-w-0', className)} />;
}

export function FieldLegend({ className, ...props }: ComponentProps<'legend'>) {
  return <legend {...props} data-slot="field-legend" className={cn('text-sm font-medium', className)} />;
}
