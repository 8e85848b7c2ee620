/** A labelled `<select>` of a GET filter form: an empty first option for "all", then the given values. */
export function FilterSelect({
  id,
  name,
  label,
  value,
  allLabel,
  options,
  className,
  labelClassName = 'block text-sm font-medium',
  wrapperClassName = 'space-y-1',
}: {
  id: string;
  name: string;
  label: string;
  value: string | null | undefined;
  allLabel: string;
  options: readonly { value: string; label: string }[];
  className: string;
  labelClassName?: string;
  wrapperClassName?: string;
}) {
  return (
    <div className={wrapperClassName}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className={className}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
