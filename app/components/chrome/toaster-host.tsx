import { useEffect } from 'react';
import * as sonner from 'sonner';
import { toastDurationMs } from '../../lib/chrome-timing.ts';
import { useTranslation } from '../../lib/i18n.tsx';

/** Sonner's Toaster with the spec's settings; tells `notify()` once it listens. Loaded on the first toast. */
export default function ToasterHost({ onMounted }: { onMounted: (api: typeof sonner) => void }) {
  const { t } = useTranslation();
  useEffect(() => onMounted(sonner), [onMounted]);
  return (
    <sonner.Toaster
      position="top-center"
      duration={toastDurationMs}
      visibleToasts={3}
      hotkey={['altKey', 'KeyT']}
      closeButton
      containerAriaLabel={t('toasts.region')}
      toastOptions={{ closeButtonAriaLabel: t('toasts.close') }}
    />
  );
}
