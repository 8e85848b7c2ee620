import { sql } from 'drizzle-orm';

/**
 * The order states that make a purchase, as an SQL list for `o.status in ${purchaseStates}`: orders a buyer has paid
 * or is paying; abandoned, failed and expired checkouts are not purchases.
 */
export const purchaseStates = sql`('pending_payment', 'paid', 'refund_requested', 'partially_refunded', 'refunded')`;
