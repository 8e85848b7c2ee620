import type { ReactNode } from 'react';

export interface DataColumn {
  key: string;
  label: string;
  /** The heading's classes; by default a plain left-aligned heading that does not wrap. */
  className?: string;
}

const headingClass = 'px-3 py-2 whitespace-nowrap font-medium';

/** A data table in a scrolling card: a caption for screen readers, one row of column headings, then `children` rows. */
export function DataTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly DataColumn[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-card border bg-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b bg-muted/50">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.className ?? headingClass}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
