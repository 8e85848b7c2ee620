import { isAPIError } from 'better-auth/api';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { serverT } from '../../../i18n/server-t.ts';
import { AuthCard } from '../../components/auth/auth-card.tsx';
import { Notice } from '../../components/info/notice.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { requestContext } from '../../context.ts';
import { authOf } from '../../lib/auth.server.ts';
import type { Route } from './+types/verify-email';

/**
 * The link of the verification and e-mail change messages. Opening it proves the address; a link that
 * expired or already served says so (and changes nothing).
 */
export async function loader({ url, request, context }: Route.LoaderArgs) {
  const t = serverT(context.get(requestContext).locale, 'auth');
  const meta = { title: t('meta.verify'), noindex: true };
  const token = url.searchParams.get('token') ?? '';
  try {
    const { headers } = await authOf(context).auth.api.verifyEmail({
      query: { token },
      headers: request.headers,
      returnHeaders: true,
    });
    const cookies = new Headers();
    for (const cookie of headers.getSetCookie()) cookies.append('Set-Cookie', cookie);
    return data({ meta, verified: true, outcome: outcomes[requestType(token)] ?? 'success' }, { headers: cookies });
  } catch (error) {
    if (!isAPIError(error)) throw error;
    return data({ meta, verified: false, outcome: 'failure' }, { status: 400 });
  }
}

/** What the link did: prove the address, approve an address change (step 1), or complete it (step 2). */
const outcomes: Record<string, string> = {
  'change-email-confirmation': 'changeApproved',
  'change-email-verification': 'changed',
};

/** The kind of link, read from the token Better Auth has just verified (a JWT). */
function requestType(token: string): string {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof payload.requestType === 'string' ? payload.requestType : '';
  } catch {
    return '';
  }
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function VerifyEmailPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('verify.title')}>
      <Notice tone={loaderData.verified ? 'success' : 'error'}>{t(`verify.${loaderData.outcome}`)}</Notice>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/profile">{t('verify.toProfile')}</ButtonLink>
        <ButtonLink to="/" variant="outline">
          {t('verify.toHome')}
        </ButtonLink>
      </div>
    </AuthCard>
  );
}
