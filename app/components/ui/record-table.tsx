import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { DataTable } from './data-table.tsx';
import { TableCell, TableRow } from './table.tsx';

/** What a column of a `RecordTable` shows for one record, and how. */
export interface RecordCell<Row> {
  cell: (row: Row) => ReactNode;
  /** Classes added to the column's cells (type, width, wrapping). */
  className?: string;
  /** A figure: heading and cells right-aligned, the digits in columns, on one line. */
  numeric?: boolean;
}

const numericCell = 'whitespace-nowrap text-right tabular-nums';

/** Each column's key, in order, and its cell. */
export type RecordColumns<Row> = Record<string, RecordCell<Row>['cell'] | RecordCell<Row>>;

/**
 * A `DataTable` drawn from records: a row a record, a cell a column. `columns` maps each column's key, in order, to its
 * cell (a function, or a `RecordCell` when it needs classes); `label` gives a key's heading. The cells of the
 * `rowHeader` column (the first by default) head their rows (`th scope="row"`, in medium weight unless the column gives
 * classes). With no records, `empty` says so in the table's place.
 */
export function RecordTable<Row>({
  caption,
  label,
  columns,
  rows,
  rowKey = (row) => (row as { id: string }).id,
  rowHeader,
  empty,
}: {
  caption: string;
  label: (key: string) => string;
  columns: RecordColumns<Row>;
  rows: readonly Row[];
  /** Tells rows apart; by default their `id` (rows without one need it). */
  rowKey?: (row: Row) => string;
  rowHeader?: string;
  empty?: ReactNode;
}) {
  if (rows.length === 0 && empty) return <p className="text-muted-foreground">{empty}</p>;
  const specs = Object.entries(columns).map(([key, spec]) => ({
    key,
    label: label(key),
    ...(typeof spec === 'function' ? { cell: spec } : spec),
  }));
  const headerKey = rowHeader ?? specs[0]?.key;
  return (
    <DataTable
      caption={caption}
      columns={specs.map(({ key, label, numeric }) => ({
        key,
        label,
        className: numeric ? 'whitespace-nowrap text-right' : undefined,
      }))}
    >
      {rows.map((row) => (
        <TableRow key={rowKey(row)}>
          {specs.map(({ key, cell, className, numeric }) => {
            const classes = cn(numeric && numericCell, className);
            return key === headerKey ? (
              <th key={key} scope="row" className={cn('px-3 py-2 text-left align-top', classes || 'font-medium')}>
                {cell(row)}
              </th>
            ) : (
              <TableCell key={key} className={classes || undefined}>
                {cell(row)}
              </TableCell>
            );
          })}
        </TableRow>
      ))}
    </DataTable>
  );
}
