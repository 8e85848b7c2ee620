import { type SQL, sql } from 'drizzle-orm';
import { profileLabelSql } from '../../accounts/display-name-sql.ts';

const person = (id: SQL) => sql`(select ${profileLabelSql('x')} from profiles x where x.id = ${id})`;

/**
 * What an audit entry's target is called, by target type, as a scalar subquery on its primary key (the `u` of
 * `targetId`, null when the id is not a uuid): a user's name, an order's number, a product's title… Null when the
 * target is gone or its type has no name. Evaluated only for the rows a page returns.
 */
const names = (id: SQL): Record<string, SQL> => ({
  user: person(id),
  order: sql`(select number from orders where id = ${id})`,
  product: sql`(select title from products where id = ${id})`,
  seller_profile: sql`(select public_name from seller_profiles where id = ${id})`,
  seller: sql`(select public_name from seller_profiles where id = ${id})`,
  seller_application: sql`(select legal_name from seller_applications where id = ${id})`,
  partner_application: sql`(select company_name from partner_applications where id = ${id})`,
  payout_batch: sql`(select reference from payout_batches where id = ${id})`,
  promotion: sql`(select coalesce(code, '') from promotions where id = ${id})`,
  review: sql`(select title from reviews where id = ${id})`,
  message: person(sql`(select sender_id from messages where id = ${id})`),
  notification_broadcast: sql`(select title from notification_broadcasts where id = ${id})`,
  post: sql`(select title from creator_posts where id = ${id})`,
});

/** The slug the page of a product (or of a reviewed product) is found at. */
const keys = (id: SQL): Record<string, SQL> => ({
  product: sql`(select slug from products where id = ${id})`,
  review: sql`(select p.slug from reviews r join products p on p.id = r.product_id where r.id = ${id})`,
});

const uuidPattern = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

const byType = (pick: (id: SQL) => Record<string, SQL>) => {
  const id = sql`(case when a.target_id ~* ${uuidPattern} then a.target_id::uuid end)`;
  const cases = Object.entries(pick(id)).map(([type, value]) => sql`when ${type} then ${value}`);
  return sql`case a.target_type ${sql.join(cases, sql` `)} end`;
};

/** `target_name` and `target_key` columns for a select over `audit_log a`. */
export const auditTargetColumns = sql`${byType(names)} as target_name, ${byType(keys)} as target_key`;
