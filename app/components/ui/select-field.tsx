import { Field } from './field.tsx';
import type { ControlSize } from './field-control.ts';
import { NativeSelect, NativeSelectOption } from './native-select.tsx';

/**
 * A labelled native select of the given values, each shown as `labelOf` writes it (as is by default); `allLabel` puts
 * an empty first option before them, the "any" of a filter.
 */
export function SelectField<Value extends string>({
  id,
  name,
  label,
  value,
  values,
  labelOf = (option) => option,
  allLabel,
  error,
  size = 'sm',
  className,
}: {
  id?: string;
  name: string;
  label: string;
  value: string | null | undefined;
  values: readonly Value[];
  labelOf?: (value: Value) => string;
  allLabel?: string;
  error?: string;
  size?: ControlSize;
  className?: string;
}) {
  return (
    <Field id={id} name={name} label={label} error={error} className={className}>
      <NativeSelect size={size} defaultValue={value ?? ''}>
        {allLabel !== undefined && <NativeSelectOption value="">{allLabel}</NativeSelectOption>}
        {values.map((option) => (
          <NativeSelectOption key={option} value={option}>
            {labelOf(option)}
          </NativeSelectOption>
        ))}
      </NativeSelect>
    </Field>
  );
}
