import ExternalLink from 'lucide-react/icons/external-link';
import { useSyncExternalStore } from 'react';
import type { ProductDemo } from '../../../core/catalog/demo-framing.ts';
import type { Locale } from '../../../i18n/config.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { type DemoTheme, internalDemoHref } from '../demos/demo-theme.ts';

const noSubscription = () => () => {};
/** The path of the document the browser loaded (not of a later client-side navigation). */
const documentPath = () => {
  const entry = performance.getEntriesByType('navigation')[0];
  return entry ? new URL(entry.name).pathname : window.location.pathname;
};
/** The page's theme as the theme switch left it on the root element; followed as it changes. */
const watchTheme = (changed: () => void) => {
  const observer = new MutationObserver(changed);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
};
const pageTheme = (): DemoTheme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');

/**
 * A seller's demo is framed with `allow-scripts allow-forms allow-same-origin`: it keeps its own origin (and its
 * own storage, partitioned by browsers under our site), which cannot reach our document. One of our own demos is
 * same-origin: `allow-same-origin` with `allow-scripts` would let it lift its sandbox, and it needs neither (it is
 * script-free), so its sandbox allows nothing. No `allow-popups`, no `allow-top-navigation` for either.
 */
const sandboxOf = (demo: ProductDemo) => (demo.internal ? '' : 'allow-scripts allow-forms allow-same-origin');

/**
 * 'Voir la démo' (decisions 0017 and 0042). When the seller allows it and the demo may be framed (its site allows
 * it, or it is one of Déploia's own demos), it is shown in a sandboxed frame that receives no referrer, with the
 * new-tab link beside it; otherwise the new-tab link only.
 *
 * Our CSP allows the demo's origin in `frame-src` on the document served for this product page only. After a
 * client-side navigation the document (and its CSP) is another page's, so the frame is replaced by a link that
 * loads this page as a document.
 */
export function DemoPreview({ demo, title, pagePath }: { demo: ProductDemo; title: string; pagePath: string }) {
  const { t, i18n } = useTranslation('product');
  const framedHere = useSyncExternalStore(
    noSubscription,
    () => documentPath() === pagePath,
    () => true,
  );
  // Our own demos cannot read the theme themselves (opaque origin, no script): it goes in their address.
  const theme = useSyncExternalStore(watchTheme, pageTheme, () => null);
  const url = demo.internal ? internalDemoHref(demo.url, i18n.language as Locale, theme) : demo.url;
  const newTab = (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
    >
      {demo.frame ? t('demoSection.newTab') : t('demo')}
      <span className="sr-only"> {t('demoSection.newTabHint')}</span>
      <ExternalLink aria-hidden="true" className="size-4" />
    </a>
  );
  return (
    <section id="demo" aria-labelledby="demo-heading" className="scroll-mt-24 space-y-3">
      <h2 id="demo-heading" className="text-xl font-semibold">
        {t('demoSection.title')}
      </h2>
      {demo.frame &&
        (framedHere ? (
          <iframe
            src={url}
            title={t(demo.internal ? 'demoSection.frameTitleInternal' : 'demoSection.frameTitle', { title })}
            sandbox={sandboxOf(demo)}
            referrerPolicy="no-referrer"
            loading="lazy"
            className="h-[36rem] max-h-[85dvh] w-full rounded-card border bg-card"
          />
        ) : (
          <a href={`${pagePath}#demo`} className="text-sm font-medium text-primary hover:underline">
            {t('demoSection.load')}
          </a>
        ))}
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {newTab}
        {demo.frame && (
          <span className="text-xs text-muted-foreground">
            {t(demo.internal ? 'demoSection.internalNote' : 'demoSection.sandboxNote')}
          </span>
        )}
      </p>
    </section>
  );
}
