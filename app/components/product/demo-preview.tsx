import ExternalLink from 'lucide-react/icons/external-link';
import { useSyncExternalStore } from 'react';
import type { ProductDemo } from '../../../core/catalog/get-product.ts';
import { useTranslation } from '../../lib/i18n.tsx';

const noSubscription = () => () => {};
/** The path of the document the browser loaded (not of a later client-side navigation). */
const documentPath = () => {
  const entry = performance.getEntriesByType('navigation')[0];
  return entry ? new URL(entry.name).pathname : window.location.pathname;
};

/**
 * 'Voir la démo' (decision 0017). When the seller's demo site allows framing, it is shown in a frame sandboxed
 * with `allow-scripts allow-forms` only: without `allow-same-origin` the demo runs in an opaque origin (no cookies
 * or storage of its own site, so no tracking of our buyers, and no way to lift its own sandbox), without
 * `allow-popups`/`allow-top-navigation` it cannot open windows or navigate this page, and it receives no referrer.
 * A demo that needs its own storage may not work framed, so the new-tab link is always there too.
 *
 * Our CSP allows that one origin in `frame-src` on the document served for this product page only. After a
 * client-side navigation the document (and its CSP) is another page's, so the frame is replaced by a link that
 * loads this page as a document.
 */
export function DemoPreview({ demo, title, pagePath }: { demo: ProductDemo; title: string; pagePath: string }) {
  const { t } = useTranslation('product');
  const framedHere = useSyncExternalStore(
    noSubscription,
    () => documentPath() === pagePath,
    () => true,
  );
  const newTab = (
    <a
      href={demo.url}
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
            src={demo.url}
            title={t('demoSection.frameTitle', { title })}
            sandbox="allow-scripts allow-forms"
            referrerPolicy="no-referrer"
            loading="lazy"
            className="aspect-video w-full rounded-card border bg-card"
          />
        ) : (
          <a href={`${pagePath}#demo`} className="text-sm font-medium text-primary hover:underline">
            {t('demoSection.load')}
          </a>
        ))}
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {newTab}
        {demo.frame && <span className="text-xs text-muted-foreground">{t('demoSection.sandboxNote')}</span>}
      </p>
    </section>
  );
}
