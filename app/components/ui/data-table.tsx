import { type ReactNode, useId } from 'react';

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
      <table className="w-full text-left text-sm">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
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
    </section>
  );
}
