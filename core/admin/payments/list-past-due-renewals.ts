import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rows } from '../../../db/rows.ts';
import { profileLabelSql } from '../../accounts/display-name-sql.ts';
import { requireAdmin, type Viewer } from '../../accounts/viewer.ts';

export interface PastDueRenewal {
  id: string;
  user: { id: string; name: string; email: string };
  product: { title: string; slug: string };
  provider: string;
  /** ISO 8601: access ends then unless a renewal is paid. */
  graceUntil: string | null;
}

const shown = 50;

/**
 * The subscriptions whose renewal failed, soonest suspended first (index `subscriptions_renewal_idx` on status):
 * the provider retries daily, and an operator may reach the buyer before access ends.
 */
export async function listPastDueRenewals({ db }: { db: Db }, viewer: Viewer | null): Promise<PastDueRenewal[]> {
  requireAdmin(viewer);
  const found = await rows<{
    id: string;
    user_id: string;
    name: string;
    email: string;
    title: string;
    slug: string;
    provider: string;
    grace_until: Date | string | null;
  }>(
    db,
    sql`select s.id, s.user_id, ${profileLabelSql('p')} as name, p.email,
               pr.title, pr.slug, s.provider, s.grace_until
        from subscriptions s
        join profiles p on p.id = s.user_id
        join products pr on pr.id = s.product_id
        where s.status = 'past_due'
        order by s.grace_until nulls last, s.id
        limit ${shown}`,
  );
  return found.map((row) => ({
    id: row.id,
    user: { id: row.user_id, name: row.name, email: row.email },
    product: { title: row.title, slug: row.slug },
    provider: row.provider,
    graceUntil: row.grace_until === null ? null : new Date(row.grace_until).toISOString(),
  }));
}
