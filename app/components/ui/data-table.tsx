import { type ReactNode, useId } from 'react';
import { Table, TableBody, TableCaption, TableHead, TableHeader, TableRow } from './table.tsx';

export interface DataColumn {
  key: string;
  label: string;
  /** Classes added to the heading's (alignment, width); by default it does not wrap. */
  className?: string;
}

/** A data table in a scrolling card: a caption for screen readers, one row of column headings, then `children` rows. */
export function DataTable({
  caption,
  columns,
  tableClassName,
  children,
}: {
  caption: string;
  columns: readonly DataColumn[];
  /** Classes added to the table's (a minimum width, past which the card scrolls). */
  tableClassName?: string;
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    // A table wider than a phone scrolls: its frame must be reachable by keyboard (WCAG 2.1.1, axe
    // scrollable-region-focusable), named by the caption.
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      className="overflow-x-auto rounded-card border bg-card focus-visible:outline-2 focus-visible:outline-ring"
    >
      <Table className={tableClassName}>
        <TableCaption id={captionId} className="sr-only">
          {caption}
        </TableCaption>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHead key={column.key} className={column.className ?? 'whitespace-nowrap'}>
                {column.label}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>{children}</TableBody>
      </Table>
    </section>
  );
}
