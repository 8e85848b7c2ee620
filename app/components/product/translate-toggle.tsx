import Languages from 'lucide-react/icons/languages';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.tsx';

/** The query parameter of the translated view (server-rendered; the canonical URL ignores it). */
export const translatedParam = 'translated';

/** `search` with the translated view switched on or off, other parameters (e.g. `lang`) kept. */
export function toggledSearch(search: string, translated: boolean): string {
  const params = new URLSearchParams(search);
  if (translated) params.set(translatedParam, '1');
  else params.delete(translatedParam);
  const next = params.toString();
  return next ? `?${next}` : '';
}

/**
 * "Traduire" / "Voir l'original": the seller's text is shown in its own language first; a plain link (no script
 * needed) switches to the seller's translation into the reader's language and back.
 */
export function TranslateToggle({
  translated,
  originalLanguage,
  readerLanguage,
  search,
}: {
  translated: boolean;
  originalLanguage: string;
  readerLanguage: string;
  search: string;
}) {
  const { t } = useTranslation('product');
  return (
    <p
      data-testid="translate-toggle"
      className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground"
    >
      <Languages aria-hidden="true" className="size-4" />
      <span>
        {translated
          ? t('translation.translated', { language: t(`languages.${readerLanguage}`) })
          : t('translation.original', { language: t(`languages.${originalLanguage}`) })}
      </span>
      <Link
        to={{ search: toggledSearch(search, !translated) }}
        preventScrollReset
        replace
        className="font-medium text-primary hover:underline"
      >
        {translated ? t('translation.showOriginal') : t('translation.translate')}
      </Link>
    </p>
  );
}
