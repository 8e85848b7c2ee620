import { lazy, Suspense, useEffect, useState } from 'react';

/*
 * Sonner is loaded on the first toast, not on page load: notify() asks <Toasts /> to mount the Toaster, waits
 * until it is mounted (toasts sent before that would be lost), then shows the toast.
 */

/** 'destructive' is the spec's variant for refusals ('Connexion requise'): an error toast in the danger colours. */
export type ToastVariant = 'success' | 'info' | 'error' | 'destructive';
/** A toast's text: a title alone, or a title and a description (spec §8), and perhaps a button doing the next step. */
export type ToastContent =
  | string
  | { title: string; description?: string; action?: { label: string; onClick: () => void } };

type SonnerApi = typeof import('sonner');
let requestMount: (() => void) | null = null;
let mounted: Promise<SonnerApi> | null = null;
let markMounted: (api: SonnerApi) => void = () => {};
const onMounted = (api: SonnerApi) => markMounted(api);

const ToasterHost = lazy(() => import('./toaster-host.tsx'));

/** The arguments Sonner receives for a toast, apart from the function chosen by the variant. */
export function toastArguments(content: ToastContent, variant: ToastVariant) {
  const { title, description, action } = typeof content === 'string' ? { title: content } : content;
  return {
    title,
    options: {
      ...(description ? { description } : {}),
      ...(action ? { action } : {}),
      ...(variant === 'destructive' ? { richColors: true, className: 'toast-destructive' } : {}),
      testId: `toast-${variant}`,
    },
  };
}

/** Shows a toast; it stays the Toaster's default 4 s (spec §9). */
export function notify(content: ToastContent, variant: ToastVariant = 'info') {
  mounted ??= new Promise((resolve) => {
    markMounted = resolve;
    requestMount?.();
  });
  const { title, options } = toastArguments(content, variant);
  void mounted.then(({ toast }) => {
    if (variant === 'info') toast(title, options);
    else toast[variant === 'destructive' ? 'error' : variant](title, options);
  });
}

export function Toasts() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    requestMount = () => setShow(true);
    if (mounted) setShow(true);
    return () => {
      requestMount = null;
    };
  }, []);
  return show ? (
    <Suspense fallback={null}>
      <ToasterHost onMounted={onMounted} />
    </Suspense>
  ) : null;
}
