import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Section } from '../ui/section.tsx';

/**
 * A card of the dashboard overview: a few of the user's records (or what to say when there are none), then a link to
 * the full list.
 */
export function OverviewPanel<Item extends { id: string }>({
  title,
  headingId,
  items,
  empty,
  renderItem,
  listClassName = 'mt-3 divide-y',
  itemClassName = 'py-3',
  more,
}: {
  title: string;
  headingId: string;
  items: readonly Item[];
  empty: string;
  renderItem: (item: Item) => ReactNode;
  listClassName?: string;
  itemClassName?: string;
  more: { to: string; label: string };
}) {
  return (
    <Section title={title} headingId={headingId} size="lg" bold className="rounded-card border bg-card p-4 sm:p-6">
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className={listClassName}>
          {items.map((item) => (
            <li key={item.id} className={itemClassName || undefined}>
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
      <Link to={more.to} className="mt-3 inline-block text-sm font-medium text-primary hover:underline">
        {more.label}
      </Link>
    </Section>
  );
}
