import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { session } from '../../db/schema/index.ts';
import { AppError } from '../shared/app-error.ts';
import { requireViewer, type Viewer } from './viewer.ts';

/** Signs one of the user's own sessions out (by id: tokens never leave the server). */
export async function revokeSession({ db }: { db: Db }, viewer: Viewer | null, sessionId: string) {
  const v = requireViewer(viewer);
  if (!z.uuid().safeParse(sessionId).success) throw new AppError('session_not_found', 404, 'Session introuvable');
  const deleted = await db
    .delete(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, v.userId)))
    .returning({ id: session.id });
  if (deleted.length === 0) throw new AppError('session_not_found', 404, 'Session introuvable');
}

/** Signs out everywhere: every session of the user, the current one included unless kept. */
export async function revokeAllSessions({ db }: { db: Db }, viewer: Viewer | null, { keepCurrent = false } = {}) {
  const v = requireViewer(viewer);
  await db
    .delete(session)
    .where(and(eq(session.userId, v.userId), keepCurrent ? ne(session.id, v.sessionId) : undefined));
}
