import { createContext, useContext } from 'react';

/** What a `Field` tells the control inside it: its id, name and the ids of its description and error. */
export interface FieldControl {
  id: string;
  name: string;
  invalid: boolean;
  describedBy: string | undefined;
}

export const FieldControlContext = createContext<FieldControl | null>(null);

/** Pages with several forms give each its own field ids (e.g. `enable-2fa-password`). */
export const FieldScope = createContext<string | null>(null);

export function useFieldId(name: string): string {
  const scope = useContext(FieldScope);
  return scope ? `${scope}-${name}` : `field-${name}`;
}

/**
 * The attributes a control takes from its `Field` (label, description and error tied to it), under the ones it was
 * given itself; outside a `Field` it keeps only its own.
 */
export function useFieldControl<P extends { id?: string; name?: string; 'aria-describedby'?: string }>(props: P) {
  const field = useContext(FieldControlContext);
  if (!field) return props;
  const describedBy = [field.describedBy, props['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return {
    id: field.id,
    name: field.name,
    'aria-invalid': field.invalid || undefined,
    ...props,
    'aria-describedby': describedBy,
  };
}

/** The look shared by text inputs, text areas and selects; a control in error gets the destructive border. */
export const controlClass =
  'w-full min-w-0 rounded-lg border bg-background px-3 text-foreground shadow-xs transition-colors placeholder:text-muted-foreground hover:border-foreground/30 focus-visible:border-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive';

/** Heights of one-line controls (`sm` in toolbars and filters); text stays at 16 px on phones, which zoom in on less. */
export const controlSizes = { sm: 'h-9 md:text-sm', md: 'h-11' } as const;
export type ControlSize = keyof typeof controlSizes;
