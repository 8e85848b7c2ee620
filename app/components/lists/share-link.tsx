import Copy from 'lucide-react/icons/copy';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.tsx';
import { notify } from '../chrome/toasts.tsx';
import { controlClass } from '../info/form-field.tsx';
import { Button } from '../ui/button.tsx';

/** The share path of a collection. */
export const sharePath = (shareToken: string) => `/c/${shareToken}`;

/**
 * A public collection's link: a read-only field (selectable without JavaScript), 'Copier le lien' and a link to
 * the shared page. A private collection shows why it has no link.
 */
export function ShareLink({
  publicUrl,
  shareToken,
  name,
  isPublic,
}: {
  publicUrl: string;
  shareToken: string;
  name: string;
  isPublic: boolean;
}) {
  const { t } = useTranslation('collections');
  const id = useId();
  if (!isPublic) return <p className="text-sm text-muted-foreground">{t('share.privateHint')}</p>;
  const url = `${publicUrl}${sharePath(shareToken)}`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {t('share.label', { name })}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          type="text"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className={`${controlClass} h-9 min-w-0 flex-1 text-sm`}
        />
        <div className="flex gap-2">
          <Button
            type="button"
            size="sm"
            variant="secondary"
            aria-label={t('share.copyNamed', { name })}
            onClick={async () => {
              try {
                await navigator.clipboard.writeText(url);
                notify(t('share.copied'), 'success');
              } catch {
                notify(t('share.copyFailed'), 'error');
              }
            }}
          >
            <Copy aria-hidden="true" />
            {t('share.copy')}
          </Button>
          <Link
            to={sharePath(shareToken)}
            className="inline-flex h-9 items-center rounded-lg px-2 text-sm font-medium text-primary hover:underline"
          >
            {t('share.view')}
          </Link>
        </div>
      </div>
    </div>
  );
}
