import Copy from 'lucide-react/icons/copy';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { notify } from '../chrome/toasts.tsx';
import { controlClass } from '../info/form-field.tsx';
import { Button } from '../ui/button.tsx';

/** A partner link in a read-only field (selectable without JavaScript) with 'Copier le lien'. */
export function CopyLinkField({ label, url }: { label: string; url: string }) {
  const { t } = useTranslation('partners');
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          type="text"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className={`${controlClass} h-10 min-w-0 flex-1 text-sm`}
        />
        <Button
          type="button"
          variant="secondary"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(url);
              notify(t('builder.copied'), 'success');
            } catch {
              notify(t('builder.copyFailed'), 'error');
            }
          }}
        >
          <Copy aria-hidden="true" />
          {t('builder.copy')}
        </Button>
      </div>
    </div>
  );
}
