import { useFetcher } from 'react-router';
import { useTranslation } from '../../lib/i18n.tsx';
import { Notice } from '../info/notice.tsx';
import { Button } from '../ui/button.tsx';

/** Unverified accounts may browse but not pay, sell or review: say so, and offer a new link. */
export function VerifyEmailNotice() {
  const { t } = useTranslation('account');
  const fetcher = useFetcher<{ ok: boolean }>();
  const sent = fetcher.data?.ok;
  return (
    <Notice tone={sent ? 'success' : 'error'} title={t('verifyEmail.title')}>
      <p>{sent ? t('verifyEmail.sent') : t('verifyEmail.text')}</p>
      {!sent && (
        <fetcher.Form method="post" action="/profile" className="mt-3">
          <input type="hidden" name="intent" value="resend-verification" />
          <Button type="submit" size="sm" variant="outline" disabled={fetcher.state !== 'idle'}>
            {t('verifyEmail.resend')}
          </Button>
        </fetcher.Form>
      )}
    </Notice>
  );
}
