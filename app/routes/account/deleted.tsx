import { serverT } from '../../../i18n/server-t.ts';
import { StatusScreen } from '../../components/error-screen.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { requestContext } from '../../context.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import type { Route } from './+types/deleted';

/** Where deleting one's account ends (public: the session is gone): what happened, and the ways on. */
export function loader({ context }: Route.LoaderArgs) {
  return { meta: { title: serverT(context.get(requestContext).locale, 'account')('deleted.meta'), noindex: true } };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function AccountDeletedPage() {
  const { t } = useTranslation('account');
  return (
    <StatusScreen
      title={t('deleted.title')}
      message={t('deleted.message')}
      actions={
        <>
          <ButtonLink to="/">{t('deleted.home')}</ButtonLink>
          <ButtonLink to="/market" variant="outline">
            {t('deleted.market')}
          </ButtonLink>
        </>
      }
    />
  );
}
