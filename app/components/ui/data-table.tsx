import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { Table, TableBody, TableCaption, TableHead, TableHeader, TableRow } from './table.tsx';

export interface DataColumn {
  key: string;
  label: string;
  /** Classes added to the heading's (alignment, width); by default it does not wrap. */
  className?: string;
}

/** Whether the element is narrower than its content (it scrolls sideways), kept up to date as it resizes. */
function useOverflowsX<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setOverflows(element.scrollWidth > element.clientWidth + 1));
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return [ref, overflows] as const;
}

/**
 * A data table in a card that scrolls sideways when it is wider than the screen, and shows it: shades at the edges
 * with more columns beyond (CSS, before any script), and a line saying so under the table, which the region names as
 * its description. The region is reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable), named by the
 * caption: a caption for screen readers, one row of column headings, then `children` rows.
 */
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
  const { t } = useTranslation();
  const captionId = useId();
  const hintId = useId();
  const [region, overflows] = useOverflowsX<HTMLElement>();
  return (
    <>
      <section
        ref={region}
        aria-labelledby={captionId}
        aria-describedby={overflows ? hintId : undefined}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        data-overflows={overflows || undefined}
        className="scroll-shadows-x relative overflow-x-auto rounded-card border focus-visible:outline-2 focus-visible:outline-ring"
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
      {overflows && (
        <p id={hintId} className="mt-1 text-xs text-muted-foreground">
          {t('table.scrollHint')}
        </p>
      )}
    </>
  );
}
