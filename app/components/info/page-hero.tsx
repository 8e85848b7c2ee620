import type { ReactNode } from 'react';

/** The heading band of an information page: eyebrow, h1, lead. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="border-b bg-secondary/40">
      <div className="mx-auto max-w-7xl px-4 py-10 md:py-14">
        {eyebrow && (
          <p className="text-sm font-semibold tracking-wide text-secondary-foreground uppercase">{eyebrow}</p>
        )}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance md:text-5xl">{title}</h1>
        {lead && <p className="mt-4 max-w-3xl text-lg text-muted-foreground text-pretty">{lead}</p>}
        {children}
      </div>
    </div>
  );
}
