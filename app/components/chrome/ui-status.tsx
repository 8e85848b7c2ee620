import Loader2 from 'lucide-react/icons/loader-circle';
import X from 'lucide-react/icons/x';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useReducer } from 'react';
import { useNavigation } from 'react-router';
import { errorBannerMs } from '../../lib/chrome-timing.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { initialUiStatus, overlayShown, uiStatusReducer } from './ui-status-state.ts';

interface UiStatus {
  setLoading(loading: boolean): void;
  showError(message: string): void;
}

const UiStatusContext = createContext<UiStatus | null>(null);
/** Navigations shorter than this show no overlay (no flicker on fast pages). */
const overlayDelayMs = 400;

/**
 * The loading overlay ('Chargement...') and the dismissible error banner (gone by itself after 5 s) of
 * spec §4. Turning loading on clears the error; showing an error turns loading off.
 */
export function UiStatusProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(uiStatusReducer, initialUiStatus);
  const { error } = state;
  const navigation = useNavigation();

  useEffect(() => {
    if (navigation.state === 'idle') {
      dispatch({ type: 'navigating', navigating: false });
      return;
    }
    const timer = window.setTimeout(() => dispatch({ type: 'navigating', navigating: true }), overlayDelayMs);
    return () => window.clearTimeout(timer);
  }, [navigation.state]);

  useEffect(() => {
    if (!error) return;
    const timer = window.setTimeout(() => dispatch({ type: 'dismiss' }), errorBannerMs);
    return () => window.clearTimeout(timer);
  }, [error]);

  const setLoading = useCallback((loading: boolean) => dispatch({ type: 'setLoading', loading }), []);
  const showError = useCallback((message: string) => dispatch({ type: 'showError', message }), []);
  const value = useMemo(() => ({ setLoading, showError }), [setLoading, showError]);

  return (
    <UiStatusContext.Provider value={value}>
      {children}
      {error && (
        <div
          role="alert"
          data-testid="error-banner"
          className="pointer-events-none fixed inset-x-0 top-0 z-[60] flex items-start justify-center p-3"
        >
          <div className="pointer-events-auto flex max-w-xl items-start gap-3 rounded-lg bg-destructive px-4 py-3 text-destructive-foreground shadow-lg">
            <p className="text-sm">{error}</p>
            <button
              type="button"
              onClick={() => dispatch({ type: 'dismiss' })}
              aria-label={t('actions.dismiss')}
              className="rounded p-0.5 hover:bg-black/10"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        </div>
      )}
      {overlayShown(state) && (
        <div
          role="status"
          className="pointer-events-none fixed inset-0 z-[55] flex items-center justify-center bg-background/40"
        >
          <span className="inline-flex items-center gap-2 rounded-full bg-card px-4 py-2 text-sm font-medium shadow-lg">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            {t('loading')}
          </span>
        </div>
      )}
    </UiStatusContext.Provider>
  );
}

export function useUiStatus(): UiStatus {
  const status = useContext(UiStatusContext);
  if (!status) throw new Error('useUiStatus must be used inside UiStatusProvider');
  return status;
}
