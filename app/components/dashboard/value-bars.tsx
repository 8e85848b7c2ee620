/**
 * Horizontal bars whose values are written next to them: each bar's label and value are text (read by everyone,
 * screen readers included), the bar itself only draws the value's share of the largest; a figure named by its caption.
 */
export function ValueBars({
  label,
  items,
}: {
  /** The chart's caption, which names it. */
  label: string;
  items: { key: string; label: string; value: number; text: string }[];
}) {
  const max = Math.max(1, ...items.map((item) => item.value));
  return (
    <figure className="space-y-2">
      <figcaption className="text-sm font-medium">{label}</figcaption>
      <ul className="space-y-2">
        {items.map((item) => (
          <li key={item.key} className="grid grid-cols-[minmax(0,12rem)_1fr_auto] items-center gap-3 text-sm">
            <span className="truncate" title={item.label}>
              {item.label}
            </span>
            <span aria-hidden="true" className="h-3 rounded-sm bg-muted">
              <span
                className="block h-full rounded-sm bg-primary"
                style={{ width: `${Math.max((item.value / max) * 100, item.value > 0 ? 2 : 0)}%` }}
              />
            </span>
            <span className="tabular-nums">{item.text}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
