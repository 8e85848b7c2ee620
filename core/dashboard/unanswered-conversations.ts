import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import type { SellerScope } from './seller-scope.ts';

export interface UnansweredConversation {
  id: string;
  buyerName: string;
  productTitle: string | null;
  lastMessageAt: string;
  preview: string;
}

/**
 * Conversations where the buyer wrote last and the seller has not read it since, newest first, with how many
 * there are (indexes conversations_seller_idx, messages_conversation_idx).
 */
export async function unansweredConversations(
  db: Db,
  scope: SellerScope,
  limit: number,
): Promise<{ total: number; data: UnansweredConversation[] }> {
  const found = await rows<Omit<UnansweredConversation, 'lastMessageAt'> & { lastMessageAt: Date; total: number }>(
    db,
    sql`select c.id, coalesce(pr.display_name, u.name) as "buyerName", p.title as "productTitle",
               c.last_message_at as "lastMessageAt", left(m.body, 140) as preview, count(*) over ()::int as total
        from conversations c
        cross join lateral (
          select ms.sender_id, ms.body from messages ms where ms.conversation_id = c.id
          order by ms.created_at desc limit 1
        ) m
        join "user" u on u.id = c.buyer_id
        left join profiles pr on pr.id = c.buyer_id
        left join products p on p.id = c.product_id
        where c.seller_id = ${scope.sellerId} and c.last_message_at is not null
          and m.sender_id is distinct from ${scope.sellerUserId}
          and (c.seller_last_read_at is null or c.seller_last_read_at < c.last_message_at)
        order by c.last_message_at desc
        limit ${limit}`,
  );
  return {
    total: Number(found[0]?.total ?? 0),
    data: found.map(({ total: _total, ...row }) => ({
      ...row,
      lastMessageAt: new Date(row.lastMessageAt).toISOString(),
    })),
  };
}
