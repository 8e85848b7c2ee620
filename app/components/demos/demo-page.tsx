import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';

/**
 * The page of one of Déploia's own demos (decision 0042): bare (no site header, no script, see `barePage`), made
 * to sit in the product page's frame and to stand alone in a tab. Its colours follow the theme the product page
 * passed in its address, else the system's (the root layout sets `demoSchemeClass`).
 */
export function DemoPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const { t } = useTranslation('demos');
  return (
    <div className="min-h-dvh bg-background px-4 py-5 text-foreground sm:px-6">
      <main className="mx-auto max-w-3xl space-y-5">
        <header className="space-y-1">
          <p className="text-xs font-semibold tracking-wide text-primary uppercase">{t('badge')}</p>
          <h1 className="text-xl font-bold">{title}</h1>
          <p className="text-sm text-muted-foreground">{intro}</p>
        </header>
        {children}
        <p className="border-t pt-3 text-xs text-muted-foreground">{t('servedBy')}</p>
      </main>
    </div>
  );
}
