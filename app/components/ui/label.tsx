import { Label as LabelPrimitive } from 'radix-ui';
import { kitPart } from './kit-part.ts';

/** A form label (Radix: a double click does not select its text); its weight is the caller's. */
export const Label = kitPart(
  LabelPrimitive.Root,
  'label',
  'text-sm has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50',
);
