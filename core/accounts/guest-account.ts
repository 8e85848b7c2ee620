import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';

/**
 * A guest is someone who bought with an e-mail address only: a user row without any way to sign in (no password, no
 * OAuth account), no second factor and no role. Only the owner of the mailbox reaches it (library link, e-mailed
 * sign-in code), so opening its library link may sign it in; a full account must sign in the usual way.
 */
export async function isGuestAccount(db: Db, userId: string): Promise<boolean> {
  const [found] = await rows<{ guest: boolean }>(
    db,
    sql`select not u.two_factor_enabled
        and not exists (select 1 from account a where a.user_id = u.id)
        and not exists (select 1 from user_roles r where r.user_id = u.id) as guest
      from "user" u where u.id = ${userId}`,
  );
  return found?.guest ?? false;
}
