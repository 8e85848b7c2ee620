import type { ReactNode } from 'react';

/** One card of the profile page, reachable by its anchor (e.g. /profile#two-factor). */
export function ProfileSection({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-card border bg-card p-5 shadow-xs md:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      {lead && <p className="mt-1 text-sm text-muted-foreground">{lead}</p>}
      <div className="mt-5 space-y-4">{children}</div>
    </section>
  );
}
