import type { ReactNode } from 'react';
import { FieldError, FieldLegend, FieldSet } from './field.tsx';
import { Label } from './label.tsx';
import { Radio } from './radio.tsx';

/**
 * A form field chosen among `values` with radio buttons: its legend, one labelled button a value in a row, its error
 * (described to assistive technology), then `children`, the fields that depend on the choice.
 */
export function RadioGroupField<Value extends string>({
  name,
  legend,
  values,
  checked,
  labelOf,
  error,
  children,
}: {
  name: string;
  legend: string;
  values: readonly Value[];
  checked: string;
  labelOf: (value: Value) => string;
  error?: string;
  children?: ReactNode;
}) {
  const errorId = `${name}-error`;
  return (
    <FieldSet className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <FieldLegend>{legend}</FieldLegend>
      <div className="flex flex-wrap gap-4">
        {values.map((value) => (
          <Label key={value} className="flex items-center gap-2">
            <Radio name={name} value={value} defaultChecked={checked === value} />
            {labelOf(value)}
          </Label>
        ))}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
      {children}
    </FieldSet>
  );
}
