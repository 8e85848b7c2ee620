import BellOff from 'lucide-react/icons/bell-off';
import BellPlus from 'lucide-react/icons/bell-plus';
import { Form } from 'react-router';
import type { FollowState } from '../../../core/posts/get-follow-state.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Button, ButtonLink } from '../ui/button.tsx';

/**
 * « Suivre » / « Ne plus suivre » a creator: a plain form back to `returnTo`; a visitor's « Suivre » leads to the
 * sign-in, then back here. Nothing for the creator themselves.
 */
export function FollowButton({
  sellerId,
  sellerName,
  state,
  returnTo,
  variant = 'outline',
}: {
  sellerId: string;
  sellerName: string;
  state: Pick<FollowState, 'following' | 'own'> | null;
  returnTo: string;
  variant?: 'outline' | 'ghost';
}) {
  const { t } = useTranslation('posts');
  if (state?.own) return null;
  if (!state || state.following === null) {
    return (
      <ButtonLink to={`/auth?redirectTo=${encodeURIComponent(returnTo)}`} variant={variant} size="sm">
        <BellPlus aria-hidden="true" />
        {t('follow.follow')}
      </ButtonLink>
    );
  }
  return (
    <Form method="post" action={`/seller/${sellerId}/follow`} preventScrollReset>
      <input type="hidden" name="intent" value={state.following ? 'unfollow' : 'follow'} />
      <input type="hidden" name="redirectTo" value={returnTo} />
      <Button
        type="submit"
        variant={variant}
        size="sm"
        aria-label={t(state.following ? 'follow.unfollowLabel' : 'follow.followLabel', { name: sellerName })}
      >
        {state.following ? <BellOff aria-hidden="true" /> : <BellPlus aria-hidden="true" />}
        {t(state.following ? 'follow.unfollow' : 'follow.follow')}
      </Button>
    </Form>
  );
}
