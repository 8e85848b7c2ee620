/** A form's fixed values (its intent, the ids it acts on), posted as hidden inputs. */
export function HiddenFields({ values }: { values: Record<string, string> }) {
  return Object.entries(values).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}
