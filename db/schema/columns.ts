import { type AnyPgColumn, timestamp, type UpdateDeleteAction, uuid } from 'drizzle-orm/pg-core';

export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
/** Spread at the end of a table whose rows are created and then changed. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
export const at = (name: string) => timestamp(name, { withTimezone: true });
/** A uuid column holding another table's id; `onDelete` is what deleting that row does to this one. */
export const ref = (name: string, target: () => AnyPgColumn, onDelete: UpdateDeleteAction) =>
  uuid(name).references(target, { onDelete });
