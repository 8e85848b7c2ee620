import { redirect } from 'react-router';
import { followSeller } from '../../../core/posts/follow-seller.ts';
import { unfollowSeller } from '../../../core/posts/unfollow-seller.ts';
import { safeRedirectPath } from '../../../core/shared/safe-redirect.ts';
import { depsContext } from '../../context.ts';
import { requireUser } from '../../lib/auth.server.ts';
import { formText } from '../../lib/form-action.server.ts';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/follow';

/**
 * « Suivre » / « Ne plus suivre » (a plain form on the creator's page and product pages): back to the page it was
 * pressed on. A visitor is sent to sign in first (decision 0045).
 */
export async function action({ request, params, url, context }: Route.ActionArgs) {
  const viewer = requireUser(context, url);
  const form = await request.formData();
  const back = safeRedirectPath(formText(form, 'redirectTo'), `/seller/${params.sellerId}`);
  return guard(async () => {
    const deps = context.get(depsContext);
    if (formText(form, 'intent') === 'unfollow') await unfollowSeller(deps, viewer, params.sellerId);
    else await followSeller(deps, viewer, params.sellerId);
    return redirect(back);
  });
}
