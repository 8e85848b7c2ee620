import { sql } from 'drizzle-orm';

/** A point in time as a query parameter: an ISO string cast in SQL (postgres.js does not serialise a Date there). */
export const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;
