import { isAPIError } from 'better-auth/api';
import { data } from 'react-router';
import {
  isAddressVerified,
  linkAddress,
  markEmailLinkUsed,
  readEmailLink,
  wasEmailLinkUsed,
} from '../../../core/accounts/email-links.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { AuthCard } from '../../components/auth/auth-card.tsx';
import { Notice } from '../../components/info/notice.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { depsContext, requestContext, viewerContext } from '../../context.ts';
import { authOf } from '../../lib/auth.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import type { Route } from './+types/verify-email';

/**
 * The link of the verification and e-mail change messages. Opening it proves the address; a link that
 * expired or already served says so and changes nothing (Better Auth would accept a verification link
 * again while it has not expired: `core/accounts/email-links.ts` makes each serve once). A signed-in user
 * whose address is already verified is told so instead.
 */
export async function loader({ url, request, context }: Route.LoaderArgs) {
  const t = serverT(context.get(requestContext).locale, 'auth');
  const meta = { title: t('meta.verify'), noindex: true };
  const deps = context.get(depsContext);
  const { viewer } = context.get(viewerContext);
  const token = url.searchParams.get('token') ?? '';
  const link = readEmailLink(token);
  const reused = () =>
    link && viewer?.emailVerified && viewer.email.toLowerCase() === linkAddress(link)
      ? data({ meta, verified: true, outcome: 'alreadyVerified' })
      : data({ meta, verified: false, outcome: 'failure' }, { status: 400 });

  if (link && (await wasEmailLinkUsed(deps, token))) return reused();
  const verifiedBefore = link !== null && !link.updateTo && (await isAddressVerified(deps, link.email));
  try {
    const { headers } = await authOf(context).auth.api.verifyEmail({
      query: { token },
      headers: request.headers,
      returnHeaders: true,
    });
    // Better Auth answers ok for an address that is already verified, having changed nothing.
    if (verifiedBefore || !link) return reused();
    await markEmailLinkUsed(deps, token, link);
    const cookies = new Headers();
    for (const cookie of headers.getSetCookie()) cookies.append('Set-Cookie', cookie);
    const outcome = outcomes[link.requestType ?? ''] ?? 'success';
    return data({ meta, verified: true, outcome }, { headers: cookies });
  } catch (error) {
    if (!isAPIError(error)) throw error;
    return reused();
  }
}

/** What the link did: prove the address, approve an address change (step 1), or complete it (step 2). */
const outcomes: Record<string, string> = {
  'change-email-confirmation': 'changeApproved',
  'change-email-verification': 'changed',
};

/** Opening the link acts once, and the link holds a secret in its URL: never kept by a shared cache. */
export const headers = () => ({ 'Cache-Control': 'private, no-store' });

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
