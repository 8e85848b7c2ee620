import { createContext, useContext } from 'react';

/** Pages with several forms give each its own field ids (e.g. `enable-2fa-password`). */
export const FieldScope = createContext<string | null>(null);

export function useFieldId(name: string): string {
  const scope = useContext(FieldScope);
  return scope ? `${scope}-${name}` : `field-${name}`;
}
