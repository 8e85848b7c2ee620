import { notificationText } from '../../core/notifications/notification-text.ts';
import type { Db } from '../client.ts';
import { creatorPostRecipients, creatorPosts, notifications, sellerFollows } from '../schema/index.ts';

const day = 86_400_000;

/**
 * Follows and one post, so that the creators' pages, « Créateurs suivis » and « Publications » are not empty: a few
 * sellers and the demo customer follow the demo expert's shop, which wrote to its followers three days ago (the
 * demo customer has its notification). Its audience is the followers, so the demo expert may still write to a
 * product's buyers today.
 */
export async function seedDemoPosts(
  db: Db,
  {
    shop,
    followers,
    clientId,
    now,
  }: { shop: { id: string; userId: string; name: string }; followers: string[]; clientId?: string; now: number },
): Promise<number> {
  const readers = [...new Set([...(clientId ? [clientId] : []), ...followers])].filter((id) => id !== shop.userId);
  if (readers.length === 0) return 0;
  const at = new Date(now - 3 * day);
  await db
    .insert(sellerFollows)
    .values(readers.map((userId, i) => ({ userId, sellerId: shop.id, createdAt: new Date(now - (20 - i) * day) })));
  const [post] = await db
    .insert(creatorPosts)
    .values({
      sellerId: shop.id,
      authorId: shop.userId,
      title: 'Nouveau : des modèles prêts à l’emploi',
      body: '## Ce qui change\n\nVos agents démarrent désormais avec **trois modèles de conversation** prêts à adapter.\n\n- Accueil des nouveaux clients\n- Relance après devis\n- Questions fréquentes\n\nDites-moi en réponse ce que vous aimeriez voir ensuite.',
      audience: 'followers',
      recipientCount: readers.length,
      createdAt: at,
    })
    .returning({ id: creatorPosts.id, title: creatorPosts.title });
  await db.insert(creatorPostRecipients).values(readers.map((userId) => ({ postId: post!.id, userId })));
  if (clientId) {
    await db.insert(notifications).values({
      userId: clientId,
      ...notificationText('fr', 'creatorPost', { seller: shop.name, title: post!.title }),
      type: 'info',
      metadata: { post_id: post!.id, redirect_url: `/posts/${post!.id}` },
      createdAt: at,
    });
  }
  return readers.length;
}
