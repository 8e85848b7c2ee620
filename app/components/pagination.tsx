import { useTranslation } from '../lib/i18n.tsx';
import { ButtonLink } from './ui/button.tsx';

/** Previous / next links around 'Page n sur m'; nothing when everything fits on one page. */
export function Pagination({
  page,
  pages,
  hrefFor,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className="mt-10 flex items-center justify-center gap-4">
      {page > 1 && (
        <ButtonLink to={hrefFor(page - 1)} variant="outline" rel="prev">
          {t('pagination.previous')}
        </ButtonLink>
      )}
      <span className="text-sm text-muted-foreground">{t('pagination.status', { page, pages })}</span>
      {page < pages && (
        <ButtonLink to={hrefFor(page + 1)} variant="outline" rel="next">
          {t('pagination.next')}
        </ButtonLink>
      )}
    </nav>
  );
}
