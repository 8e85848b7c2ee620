import type { LucideIcon } from 'lucide-react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import BookOpen from 'lucide-react/icons/book-open';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A guide to read, as a card the whole of which follows its title's link: an icon, the title (`h3`), what it
 * explains, then `details` (reading time, date) and a « read » cue at its foot.
 */
export function GuideCard({
  to,
  title,
  text,
  readLabel,
  icon: Icon = BookOpen,
  lang,
  details,
}: {
  to: string;
  title: string;
  text: string;
  readLabel: string;
  icon?: LucideIcon;
  /** The guide's language where it differs from the page's. */
  lang?: string;
  details?: ReactNode;
}) {
  return (
    <article className="group relative flex h-full flex-col gap-3 rounded-card border bg-card p-6 text-card-foreground shadow-xs transition-colors hover:border-primary has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring">
      <span className="inline-flex size-10 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <h3 className="text-lg font-semibold leading-snug" lang={lang}>
        <Link to={to} className="after:absolute after:inset-0 focus-visible:outline-none group-hover:text-primary">
          {title}
        </Link>
      </h3>
      <p className="text-sm text-muted-foreground">{text}</p>
      <p className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2 text-xs text-muted-foreground">
        <span>{details}</span>
        <span aria-hidden="true" className="inline-flex items-center gap-1 text-sm font-medium text-primary">
          {readLabel}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </p>
    </article>
  );
}
