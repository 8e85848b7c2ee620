import Copy from 'lucide-react/icons/copy';
import { useTranslation } from '../../lib/i18n.tsx';
import { notify } from '../chrome/toasts.tsx';
import { Button } from '../ui/button.tsx';

/** One key per seat, selectable as text, each with its own copy button. */
export function LicenceKeys({ keys }: { keys: string[] }) {
  const { t } = useTranslation('purchases');
  if (keys.length === 0) return null;
  return (
    <div>
      <h4 className="text-sm font-semibold">{t('keys.heading')}</h4>
      <ul className="mt-2 space-y-2">
        {keys.map((key, index) => {
          const seat = index + 1;
          return (
            <li key={key} className="flex flex-wrap items-center gap-2">
              <span className="text-xs text-muted-foreground">{t('keys.seat', { seat })}</span>
              <code className="min-w-0 rounded-md border bg-muted px-2 py-1 font-mono text-sm break-all select-all">
                {key}
              </code>
              <Button
                type="button"
                size="sm"
                variant="outline"
                aria-label={t('keys.copyNamed', { seat })}
                onClick={async () => {
                  try {
                    await navigator.clipboard.writeText(key);
                    notify(t('keys.copied'), 'success');
                  } catch {
                    notify(t('keys.copyFailed'), 'error');
                  }
                }}
              >
                <Copy aria-hidden="true" />
                {t('keys.copy')}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
