import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { attributionDays } from '../partners/find-referral.ts';
import { timestamp } from '../shared/sql-time.ts';
import { type Attribution, attributionOf, type LandingInput } from './traffic-source.ts';

/**
 * The attribution of a visit's first product view: the partner whose link the browser followed within the
 * attribution window (its referral cookie's latest click, index referral_clicks_visitor_idx), else the landing's
 * campaign or referrer.
 */
export async function visitAttribution(
  db: Db,
  input: { landing: LandingInput; ownHost: string; referralToken: string | null; now: Date },
): Promise<Attribution> {
  const since = new Date(input.now.getTime() - attributionDays * 86_400_000);
  const [partner] = input.referralToken
    ? await rows<{ code: string }>(
        db,
        sql`select p.code from referral_clicks rc join partners p on p.id = rc.partner_id
            where rc.visitor_token = ${input.referralToken} and rc.created_at >= ${timestamp(since)}
            order by rc.created_at desc limit 1`,
      )
    : [];
  return attributionOf(input.landing, { ownHost: input.ownHost, partnerCode: partner?.code ?? null });
}
