import { Link } from 'react-router';
import type { ProductListing } from '../../../core/catalog/list-products.ts';
import { formatLanguageName, formatQuotedWords } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { type ListingState, listingHref } from './listing-href.ts';

/**
 * What the search made of the words, said under the results' count: the catalogue's spelling to try (a link keeping
 * the other filters), an order or a language read from them (« pas cher », « en anglais »), that nothing is free,
 * and which words a relaxed search left out.
 */
export function SearchNotes({ meta, state, q }: { meta: ProductListing['meta']; state: ListingState; q: string }) {
  const { t, i18n } = useTranslation('market');
  const { understood, dropped_words: dropped, didYouMean } = meta;
  const words = dropped && formatQuotedWords(dropped, i18n.language);
  const applied = [
    understood?.sort && t('notes.cheapestFirst'),
    understood?.language && t('notes.inLanguage', { language: formatLanguageName(understood.language, i18n.language) }),
  ].filter(Boolean);
  if (!understood && !words && !didYouMean) return null;
  return (
    <div className="space-y-1 text-sm">
      {didYouMean && (
        <p className="text-base">
          {t('notes.didYouMean')}{' '}
          <Link
            to={listingHref(state, { q: didYouMean, page: undefined })}
            className="font-semibold text-primary underline"
          >
            {didYouMean}
          </Link>
          {t('notes.didYouMeanEnd')}
        </p>
      )}
      {understood?.free && <p>{t('notes.nothingFree')}</p>}
      {applied.length > 0 && <p>{t('notes.understood', { what: applied.join(' · ') })}</p>}
      {words &&
        (meta.complete_total ? (
          <p>{t('notes.relaxedAfter', { count: meta.complete_total, words })}</p>
        ) : (
          <p>{t('notes.relaxed', { q, words })}</p>
        ))}
    </div>
  );
}
