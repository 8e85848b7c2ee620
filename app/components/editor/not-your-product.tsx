import { useTranslation } from '../../lib/i18n.tsx';
import { StatusScreen } from '../error-screen.tsx';
import { ButtonLink } from '../ui/button.tsx';

/** The editor of someone else's product: no error screen, but why not and the ways on (its page, one's own products). */
export function NotYourProductScreen({ slug }: { slug: string }) {
  const { t } = useTranslation('editor');
  return (
    <>
      {/* An error boundary gets no title from the route's meta; React puts this one in the head. */}
      <title>{t('notYours.title')}</title>
      <StatusScreen
        title={t('notYours.title')}
        message={t('notYours.message')}
        actions={
          <>
            <ButtonLink to={`/product/${slug}`}>{t('actions.viewPage')}</ButtonLink>
            <ButtonLink to="/dashboard/products" variant="outline">
              {t('actions.backToProducts')}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
