import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { nullableUser } from './auth.ts';
import { createdAt, tableWithId, updatedAt } from './columns.ts';

/** Append-only record of every administrative action (an UPDATE/DELETE trigger refuses changes). */
export const auditLog = tableWithId(
  'audit_log',
  {
    actorId: nullableUser('actor_id'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    data: jsonb('data'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt.desc()),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_action_idx').on(t.action, t.createdAt.desc()),
  ],
);

export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: nullableUser('updated_by'),
  updatedAt: updatedAt(),
});
