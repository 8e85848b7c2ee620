import type { ReactNode } from 'react';

/** The centred card every state of a claim link is shown in. */
export function GiftCard({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 md:py-16">
      <div className="space-y-6 rounded-card border bg-card p-6 shadow-xs md:p-10">{children}</div>
    </div>
  );
}
