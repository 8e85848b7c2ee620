import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { defaultLocale, isLocale } from '../../i18n/config.ts';
import type { CoreDeps } from '../deps.ts';
import { hashClaimToken, newClaimToken } from './claim-token.ts';

interface UnsentGift {
  id: string;
  recipient_email: string;
  message: string;
  title: string;
  quantity: number;
  from_name: string | null;
  recipient_name: string | null;
  recipient_locale: string | null;
}

/**
 * Mails each gift of a paid order its claim link, in the paying transaction (the order row locked): the token is
 * made now, its hash replaces the placeholder written by createGift, and the e-mail job commits with it. A gift
 * already sent is left alone, so a repeated call sends nothing twice.
 */
export async function sendGifts(
  deps: Pick<CoreDeps, 'queue' | 'clock' | 'publicUrl'>,
  tx: Db,
  orderId: string,
): Promise<void> {
  const unsent = await rows<UnsentGift>(
    tx,
    sql`select g.id, g.recipient_email, g.message, oi.title, oi.quantity, bp.display_name as from_name,
          rp.display_name as recipient_name, rp.locale as recipient_locale
        from order_items oi
        join gifts g on g.order_item_id = oi.id
        join orders o on o.id = oi.order_id
        left join profiles bp on bp.id = o.buyer_id
        left join "user" ru on ru.email = g.recipient_email
        left join profiles rp on rp.id = ru.id
        where oi.order_id = ${orderId} and g.sent_at is null and oi.refunded_at is null`,
  );
  if (unsent.length === 0) return;
  const tokens = new Map(unsent.map((gift) => [gift.id, newClaimToken()]));
  const values = sql.join(
    [...tokens].map(([id, token]) => sql`(${id}::uuid, ${hashClaimToken(token)})`),
    sql`, `,
  );
  const sent = await rows<{ id: string }>(
    tx,
    sql`update gifts g set claim_token_hash = v.hash, sent_at = ${deps.clock.now().toISOString()}::timestamptz
        from (values ${values}) as v(id, hash)
        where g.id = v.id and g.sent_at is null
        returning g.id`,
  );
  const sentIds = new Set(sent.map((gift) => gift.id));
  for (const gift of unsent) {
    if (!sentIds.has(gift.id)) continue;
    await deps.queue.enqueue(
      'send-email',
      {
        to: gift.recipient_email,
        // Someone without an account reads French, the site's language.
        locale: isLocale(gift.recipient_locale) ? gift.recipient_locale : defaultLocale,
        template: 'gift-received',
        props: {
          name: gift.recipient_name,
          fromName: gift.from_name,
          title: gift.title,
          seats: gift.quantity,
          message: gift.message,
          claimUrl: `${deps.publicUrl}/gift/${tokens.get(gift.id)}`,
        },
      },
      { db: tx },
    );
  }
}
