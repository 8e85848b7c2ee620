import Copy from 'lucide-react/icons/copy';
import { type ReactNode, useId } from 'react';
import { notify } from './chrome/toasts.tsx';
import { Button } from './ui/button.tsx';
import { Input } from './ui/input.tsx';
import { Label } from './ui/label.tsx';

/** The copy button's texts: its label (and an accessible name that says what it copies), and the two toasts. */
export interface CopyLinkTexts {
  copy: string;
  copyLabel?: string;
  copied: string;
  copyFailed: string;
}

/**
 * A link in a read-only field (selectable without JavaScript) with a copy button that tells in a toast whether the
 * copy worked; `children` are more actions beside the button. `compact` for a field within a card.
 */
export function CopyLinkField({
  label,
  url,
  texts,
  compact = false,
  children,
}: {
  label: string;
  url: string;
  texts: CopyLinkTexts;
  compact?: boolean;
  children?: ReactNode;
}) {
  const id = useId();
  const copy = (
    <Button
      type="button"
      size={compact ? 'sm' : undefined}
      variant="secondary"
      aria-label={texts.copyLabel}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(url);
          notify(texts.copied, 'success');
        } catch {
          notify(texts.copyFailed, 'error');
        }
      }}
    >
      <Copy aria-hidden="true" />
      {texts.copy}
    </Button>
  );
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id} className="block font-medium">
        {label}
      </Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          type="text"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          size={compact ? 'sm' : 'md'}
          className="flex-1 md:text-sm"
        />
        {children ? (
          <div className="flex gap-2">
            {copy}
            {children}
          </div>
        ) : (
          copy
        )}
      </div>
    </div>
  );
}
