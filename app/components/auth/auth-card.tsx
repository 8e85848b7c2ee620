import type { ReactNode } from 'react';

/** The centred card of the sign-in, sign-up and recovery screens. */
export function AuthCard({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 md:py-16">
      <div className="rounded-card border bg-card p-6 shadow-sm md:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {lead && <p className="mt-2 text-sm text-muted-foreground">{lead}</p>}
        <div className="mt-6 space-y-5">{children}</div>
      </div>
    </div>
  );
}
