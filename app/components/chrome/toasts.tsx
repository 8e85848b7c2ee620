import { lazy, Suspense, useEffect, useState } from 'react';

/*
 * Sonner is loaded on the first toast, not on page load: notify() asks <Toasts /> to mount the Toaster, waits
 * until it is mounted (toasts sent before that would be lost), then shows the toast.
 */
type Kind = 'success' | 'info' | 'error';
type SonnerApi = typeof import('sonner');
let requestMount: (() => void) | null = null;
let mounted: Promise<SonnerApi> | null = null;
let markMounted: (api: SonnerApi) => void = () => {};
const onMounted = (api: SonnerApi) => markMounted(api);

const ToasterHost = lazy(() => import('./toaster-host.tsx'));

export function notify(message: string, kind: Kind = 'info') {
  mounted ??= new Promise((resolve) => {
    markMounted = resolve;
    requestMount?.();
  });
  void mounted.then(({ toast }) => (kind === 'info' ? toast(message) : toast[kind](message)));
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
