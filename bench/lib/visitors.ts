import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { session } from '../../db/schema/index.ts';
import { createRng } from '../../db/seed/content/random.ts';
import { sessionCookie } from './sessions.ts';

/** Marks the sessions the bench makes, so that each run deletes the previous run's. */
const benchUserAgent = 'deploia-bench (cold profile)';

/** `count` pseudo-random UUIDs from `seed`: probes spread evenly over the key space of random (v4) ids. */
function probeIds(count: number, seed: number): string[] {
  const rng = createRng(seed);
  return Array.from({ length: count }, () => {
    const hex = Array.from({ length: 32 }, () => Math.floor(rng.next() * 16).toString(16)).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  });
}

/**
 * Up to `count` distinct slugs of published products drawn uniformly over the whole catalogue, in random order:
 * every one when the catalogue is not larger than twice `count`; otherwise the product at or after each of `count`
 * seeded random ids (ids are random UUIDs, so this is a uniform draw; one primary-key probe each, whatever the
 * catalogue size). The same database and seed give the same slugs.
 */
export async function sampleProductSlugs(db: Db, count: number, seed: number): Promise<string[]> {
  const [total] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from products where status = 'published'`,
  );
  const rng = createRng(seed);
  if ((total?.n ?? 0) <= count * 2) {
    const all = await rows<{ slug: string }>(db, sql`select slug from products where status = 'published' order by id`);
    return rng.sample(
      all.map((r) => r.slug),
      count,
    );
  }
  const probes = `{${probeIds(count, seed).join(',')}}`;
  const found = await rows<{ slug: string }>(
    db,
    sql`select p.slug from unnest(${probes}::uuid[]) as probe(id)
        cross join lateral (
          select slug from products where id >= probe.id and status = 'published' order by id limit 1
        ) p`,
  );
  return [...new Set(found.map((r) => r.slug))];
}

export interface SignedInBuyers {
  /** One session cookie per buyer, signed with the server's AUTH_SECRET. */
  cookies: string[];
  /** Paid orders of each buyer, in the same order. */
  orders: number[];
}

/**
 * Signs in (in the database) the `count` buyers with the most paid orders, one session each, and answers their
 * cookies. The demo seed gives every verified review a paid order, so any seeded catalogue has such buyers.
 * Sessions left by an earlier run are deleted first.
 */
export async function signInBuyers(db: Db, secret: string, count: number): Promise<SignedInBuyers> {
  const buyers = await rows<{ id: string; orders: number }>(
    db,
    sql`select buyer_id as id, count(*)::int as orders from orders
        where status = 'paid' and buyer_id is not null
        group by buyer_id order by count(*) desc, buyer_id limit ${count}`,
  );
  if (buyers.length === 0) {
    throw new Error('no buyer with a paid order in this database: is the demo catalogue seeded (db/seed/cli.ts)?');
  }
  await db.delete(session).where(sql`${session.userAgent} = ${benchUserAgent}`);
  const now = new Date();
  const tokens = buyers.map(() => randomBytes(24).toString('base64url'));
  await db.insert(session).values(
    buyers.map((b, i) => ({
      token: tokens[i]!,
      userId: b.id,
      userAgent: benchUserAgent,
      signedInAt: now,
      expiresAt: new Date(now.getTime() + 86_400_000),
    })),
  );
  return { cookies: tokens.map((t) => sessionCookie(t, secret)), orders: buyers.map((b) => b.orders) };
}
