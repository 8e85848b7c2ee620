import { type ComponentType, type ReactNode, use, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { observeOnce } from './observe-once.ts';

/** How far below the viewport a section starts loading its code. */
const ROOT_MARGIN = '400px 0px';
/** One object, so React never sees the island's inner HTML change and never touches the server's DOM. */
const SERVER_HTML = { __html: '' };

const noSubscription = () => () => {};
/** False while hydrating the server's HTML (and on the server), true for a render on the client. */
const useClientRender = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** A section component loaded on demand, with the class of its placeholder for client-side navigations. */
export interface Deferred<P> {
  /** Names the section's wrapper (`data-section`). */
  name: string;
  load: () => Promise<ComponentType<P>>;
  placeholderClassName: string;
  component?: ComponentType<P>;
  loading?: Promise<unknown>;
}

export const deferred = <P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  placeholderClassName: string,
): Deferred<P> => ({ name, load, placeholderClassName });

/** Loads a section's code once; after a failure the next call tries again. */
function preload<P>(section: Deferred<P>): Promise<unknown> {
  section.loading ??= section.load().then(
    (component) => {
      section.component = component;
    },
    (error: unknown) => {
      section.loading = undefined;
      throw error;
    },
  );
  return section.loading;
}

type SectionProps<P> = { section: Deferred<P> } & (object extends P ? { props?: P } : { props: P });

function ServerBody<P extends object>({ section, props }: { section: Deferred<P>; props: P }) {
  if (!section.component) use(preload(section));
  const Component = section.component as ComponentType<P>;
  return <Component {...props} />;
}

type Mode = 'server' | 'island' | 'placeholder' | 'live';

/**
 * A below-the-fold section whose code loads only when the reader scrolls near it.
 *
 * - Server: rendered in full (the shell waits for the section's code), so the HTML has all the content.
 * - Hydration: the server's HTML is kept untouched as a static island (an element with `dangerouslySetInnerHTML`,
 *   which React neither hydrates nor diffs) until it comes within 400 px of the viewport; then the code loads and
 *   the live component replaces the island. Unlike a suspended Suspense boundary, an island survives router
 *   updates (navigation states, fetchers) without being thrown away for a fallback. If the code cannot load
 *   (e.g. a new deployment replaced it), the server's HTML simply stays.
 * - Client-side navigation: a placeholder of similar height until near, or the live component at once if its
 *   code is already loaded.
 */
export function DeferredSection<P extends object>({ section, props }: SectionProps<P>) {
  const ref = useRef<HTMLDivElement>(null);
  const clientRender = useClientRender();
  const [mode, setMode] = useState<Mode>(() => {
    if (import.meta.env.SSR) return 'server';
    if (!clientRender) return 'island';
    return section.component ? 'live' : 'placeholder';
  });

  useEffect(() => {
    if (mode !== 'island' && mode !== 'placeholder') return;
    let active = true;
    const stop = observeOnce(
      ref.current,
      () => {
        preload(section).then(
          () => active && setMode('live'),
          () => {},
        );
      },
      { rootMargin: ROOT_MARGIN },
    );
    return () => {
      active = false;
      stop();
    };
  }, [mode, section]);

  const sectionProps = (props ?? {}) as P;
  const Live = section.component;
  let body: ReactNode;
  if (mode === 'server') {
    body = (
      <div suppressHydrationWarning>
        <ServerBody section={section} props={sectionProps} />
      </div>
    );
  } else if (mode === 'island') {
    body = <div suppressHydrationWarning dangerouslySetInnerHTML={SERVER_HTML} />;
  } else if (mode === 'live' && Live) {
    body = <Live {...sectionProps} />;
  } else {
    body = <div aria-hidden="true" className={section.placeholderClassName} />;
  }
  return (
    <div ref={ref} data-section={section.name} data-section-state={mode === 'server' ? 'island' : mode}>
      {body}
    </div>
  );
}
