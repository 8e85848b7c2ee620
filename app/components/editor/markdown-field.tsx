import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { Button } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';
import { Textarea } from '../ui/textarea.tsx';

/**
 * A Markdown text area with a preview rendered by the server (/api/v1/seller/markdown-preview: the same sanitising
 * as the product page). Without JavaScript the button submits the form for the buyer's preview instead.
 */
export function MarkdownField({
  name,
  label,
  hint,
  defaultValue,
  error,
  rows = 12,
  submitsPreview = true,
}: {
  name: string;
  label: string;
  hint?: string;
  defaultValue: string;
  error?: string;
  rows?: number;
  /** false inside a form whose submission would do something else: then the button needs JavaScript. */
  submitsPreview?: boolean;
}) {
  const { t } = useTranslation('editor');
  const [html, setHtml] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const id = `field-${name.replaceAll('.', '-')}`;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const preview = async (button: HTMLButtonElement) => {
    const source = button.form?.elements.namedItem(name) as HTMLTextAreaElement | null;
    setFailed(false);
    const res = await fetch('/api/v1/seller/markdown-preview', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ markdown: source?.value ?? '' }),
    }).catch(() => null);
    if (!res?.ok) return setFailed(true);
    setHtml(((await res.json()) as { data: { html: string } }).data.html);
  };

  return (
    <div className="space-y-2">
      <Field id={id} name={name} label={label} description={hint} error={error}>
        <Textarea rows={rows} defaultValue={defaultValue} className="font-mono text-sm" />
      </Field>
      {(submitsPreview || hydrated) && (
        <Button
          type="submit"
          name="intent"
          value="preview"
          variant="outline"
          size="sm"
          aria-controls={`${id}-preview`}
          onClick={(event) => {
            event.preventDefault();
            void preview(event.currentTarget);
          }}
        >
          {t('markdown.preview')}
        </Button>
      )}
      <div id={`${id}-preview`} aria-live="polite">
        {failed && <p className="text-sm text-destructive">{t('markdown.failed')}</p>}
        {html !== null && (
          <div className="rounded-card border bg-card p-4">
            <p className="mb-2 text-xs font-medium uppercase text-muted-foreground">{t('markdown.previewTitle')}</p>
            {/* Rendered and sanitised by the server: raw HTML in the source comes out as text. */}
            <div className="prose-content" dangerouslySetInnerHTML={{ __html: html }} />
          </div>
        )}
      </div>
    </div>
  );
}
