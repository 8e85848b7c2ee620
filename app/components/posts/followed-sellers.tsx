import { Form, Link } from 'react-router';
import type { FollowedSeller } from '../../../core/posts/list-followed-sellers.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Button } from '../ui/button.tsx';
import { Section } from '../ui/section.tsx';

/**
 * « Créateurs suivis » on /dashboard/notifications: each creator followed (« Ne plus suivre »), and each whose posts
 * were turned off by an e-mail's link (« Recevoir à nouveau »). Plain forms to the page's action.
 */
export function FollowedSellers({ sellers, busy }: { sellers: FollowedSeller[]; busy: boolean }) {
  const { t } = useTranslation('posts');
  return (
    <Section title={t('followed.heading')} headingId="followed-heading" size="lg" bold className="space-y-3">
      {sellers.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('followed.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {sellers.map((seller) => (
            <li key={seller.id} className="space-y-1 rounded-card border p-3">
              <Link to={`/seller/${seller.id}`} className="font-medium text-primary hover:underline">
                {seller.name}
              </Link>
              {seller.muted && <p className="text-xs text-muted-foreground">{t('followed.muted')}</p>}
              <Form method="post">
                <input type="hidden" name="sellerId" value={seller.id} />
                <Button
                  type="submit"
                  name="intent"
                  value={seller.muted ? 'resume' : 'unfollow'}
                  variant="outline"
                  size="sm"
                  disabled={busy}
                  aria-label={t(seller.muted ? 'followed.resumeLabel' : 'follow.unfollowLabel', { name: seller.name })}
                >
                  {t(seller.muted ? 'followed.resume' : 'follow.unfollow')}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
