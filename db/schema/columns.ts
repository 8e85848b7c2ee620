import type { BuildExtraConfigColumns } from 'drizzle-orm';
import {
  type AnyPgColumn,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
  pgTable,
  timestamp,
  type UpdateDeleteAction,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
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

type WithId<TColumns> = { id: ReturnType<typeof id> } & TColumns;

/** `pgTable` for an entity: its first column is the random uuid `id` primary key, then `columns`. */
export const tableWithId = <TName extends string, TColumns extends Record<string, PgColumnBuilderBase>>(
  name: TName,
  columns: TColumns,
  extraConfig?: (self: BuildExtraConfigColumns<TName, WithId<TColumns>, 'pg'>) => PgTableExtraConfigValue[],
) => pgTable<TName, WithId<TColumns>>(name, { id: id(), ...columns }, extraConfig);
