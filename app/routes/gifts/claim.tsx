import { data } from 'react-router';
import { claimGift } from '../../../core/gifts/claim-gift.ts';
import { type GiftView, getGift } from '../../../core/gifts/get-gift.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { ClaimGiftPanel, type ClaimResult } from '../../components/gifts/claim-gift-panel.tsx';
import { GiftCard } from '../../components/gifts/gift-card.tsx';
import { GiftSummary } from '../../components/gifts/gift-summary.tsx';
import { GiftUnavailable } from '../../components/gifts/gift-unavailable.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { depsContext, requestContext } from '../../context.ts';
import { authOf, requireUser, signInPath } from '../../lib/auth.server.ts';
import { refusingAppErrors } from '../../lib/form-action.server.ts';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/claim';

type PageView = GiftView | { status: 'invalid' | 'refunded' };

/** The link's own answers: an unknown link is a 404 and a refunded gift a 410, each explained on the page. */
const linkStates: Record<string, { status: 'invalid' | 'refunded'; http: number }> = {
  gift_not_found: { status: 'invalid', http: 404 },
  gift_refunded: { status: 'refunded', http: 410 },
};

/**
 * `/gift/:token`, the link mailed to a gift's recipient: anyone holding it sees what was offered; signed in, they
 * claim it. The token is a secret: the page is kept by no cache, out of search engines, and sends no referrer.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { locale } = context.get(requestContext);
  const { viewer } = authOf(context);
  const meta = { title: serverT(locale, 'gifts')('meta.title'), noindex: true };
  const page = (view: PageView) => ({
    view,
    signedIn: viewer !== null,
    signInHref: signInPath(url),
    signUpHref: `/signup?redirectTo=${encodeURIComponent(url.pathname)}`,
    meta,
  });
  return guard(() =>
    refusingAppErrors(
      async () => page(await getGift(context.get(depsContext), viewer, params.token)),
      (error) => {
        const state = linkStates[error.code]!;
        return data(page({ status: state.status }), { status: state.http });
      },
      // A link that is not, or no longer, a gift is a state of this page; anything else is the error page's.
      (error) => !linkStates[error.code],
    ),
  );
}

/** 'Recevoir mon cadeau': claims the gift for the signed-in reader; the page then shows it as theirs. */
export async function action({ params, url, context }: Route.ActionArgs) {
  const viewer = requireUser(context, url);
  return refusingAppErrors(
    async () => {
      await claimGift(context.get(depsContext), viewer, {
        token: params.token,
        ip: context.get(requestContext).clientIp,
      });
      return { ok: true } satisfies ClaimResult;
    },
    (error) => data<ClaimResult>({ ok: false, code: error.code }, { status: error.status }),
  );
}

export const headers = () => ({
  'Cache-Control': 'private, no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex',
});

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(loaderData?.meta),
  // The header alone may be overridden by the site-wide policy; the meta tag holds in the document either way.
  { name: 'referrer', content: 'no-referrer' },
];

export default function ClaimGiftPage({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData;
  if (!('gift' in view)) return <GiftUnavailable reason={view.status} />;
  return (
    <GiftCard>
      <GiftSummary gift={view.gift} />
      <ClaimGiftPanel
        status={view.status}
        signedIn={loaderData.signedIn}
        signInHref={loaderData.signInHref}
        signUpHref={loaderData.signUpHref}
        result={actionData}
      />
    </GiftCard>
  );
}
