import type { DataColumn } from './data-table.tsx';

/** A DataTable's columns from their keys: each labelled by `label(key)`, some with the classes `classes` gives them. */
export function dataColumns<Key extends string>(
  keys: readonly Key[],
  label: (key: Key) => string,
  classes: Partial<Record<Key, string>> = {},
): DataColumn[] {
  return keys.map((key) => ({ key, label: label(key), className: classes[key] }));
}
