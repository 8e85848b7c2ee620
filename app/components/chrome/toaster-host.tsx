import { useEffect } from 'react';
import * as sonner from 'sonner';

/** Sonner's Toaster with the spec's settings; tells `notify()` once it listens. Loaded on the first toast. */
export default function ToasterHost({ onMounted }: { onMounted: (api: typeof sonner) => void }) {
  useEffect(() => onMounted(sonner), [onMounted]);
  return (
    <sonner.Toaster position="top-center" duration={4000} visibleToasts={3} hotkey={['altKey', 'KeyT']} closeButton />
  );
}
