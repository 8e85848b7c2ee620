import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.tsx';

/** The product's tags, each a search of the marketplace for it (/market?q=tag). */
export function ProductTags({ tags }: { tags: string[] }) {
  const { t } = useTranslation('product');
  if (tags.length === 0) return null;
  return (
    <>
      <p className="sr-only">{t('tags')}</p>
      <ul className="flex flex-wrap gap-1.5">
        {tags.map((tag) => (
          <li key={tag}>
            <Link
              to={`/market?q=${encodeURIComponent(tag)}`}
              className="inline-block rounded-md bg-muted px-2 py-0.5 text-xs text-muted-foreground hover:bg-secondary hover:text-secondary-foreground"
            >
              #{tag}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
