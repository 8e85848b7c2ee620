import { useTranslation } from '../../../lib/i18n.tsx';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as a reader reads it: text as is, anything else as compact JSON. */
export const readable = (value: unknown): string =>
  value === undefined || value === null ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * An entry's before/after as a small key/value diff: each key of either side, its value before and after, changed
 * keys first and marked. Values that are not objects show as one row.
 */
export function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('adminAudit');
  if ((before === null || before === undefined) && (after === null || after === undefined))
    return <>{t('table.none')}</>;
  const rows =
    isRecord(before) || isRecord(after)
      ? [
          ...new Set([...Object.keys(isRecord(before) ? before : {}), ...Object.keys(isRecord(after) ? after : {})]),
        ].map((key) => {
          const b = isRecord(before) ? before[key] : undefined;
          const a = isRecord(after) ? after[key] : undefined;
          return { key, b, a, changed: readable(b) !== readable(a) };
        })
      : [{ key: '', b: before, a: after, changed: readable(before) !== readable(after) }];
  rows.sort((x, y) => Number(y.changed) - Number(x.changed));
  return (
    <table className="text-xs">
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('table.field')}</th>
          <th scope="col">{t('table.before')}</th>
          <th scope="col">{t('table.after')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-changed={row.changed || undefined}>
            <th scope="row" className="pr-2 text-left font-medium text-muted-foreground">
              {row.key}
            </th>
            <td className={row.changed ? 'pr-2 break-all line-through decoration-destructive' : 'pr-2 break-all'}>
              {readable(row.b)}
            </td>
            <td className={row.changed ? 'break-all font-medium' : 'break-all'}>
              {row.changed && <span aria-hidden="true">→ </span>}
              {readable(row.a)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
