import { Field } from '../ui/field.tsx';
import type { ControlSize } from '../ui/field-control.ts';
import { NativeSelect, NativeSelectOption } from '../ui/native-select.tsx';

/** A labelled select of a GET filter form: an empty first option for "all", then the given values. */
export function FilterSelect({
  id,
  name,
  label,
  value,
  allLabel,
  options,
  size = 'sm',
  className,
}: {
  id: string;
  name: string;
  label: string;
  value: string | null | undefined;
  allLabel: string;
  options: readonly { value: string; label: string }[];
  size?: ControlSize;
  className?: string;
}) {
  return (
    <Field id={id} name={name} label={label} className={className}>
      <NativeSelect size={size} defaultValue={value ?? ''}>
        <NativeSelectOption value="">{allLabel}</NativeSelectOption>
        {options.map((option) => (
          <NativeSelectOption key={option.value} value={option.value}>
            {option.label}
          </NativeSelectOption>
        ))}
      </NativeSelect>
    </Field>
  );
}
