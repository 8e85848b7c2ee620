import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { deploymentChecklistTicks } from '../../../db/schema/index.ts';
import { requireViewer, type Viewer } from '../../accounts/viewer.ts';
import type { Clock } from '../../ports/clock.ts';
import { keptLine } from '../kept-line.ts';
import type { ChecklistTickInput } from './deploy.schema.ts';

/**
 * Ticks or unticks one step of the checklist of a line the viewer keeps (another user's line: 404, nothing
 * written). Idempotent: ticking a ticked step keeps its first time, unticking an unticked one does nothing.
 */
export async function setChecklistTick(
  deps: { db: Db; clock: Clock },
  viewer: Viewer | null,
  orderItemId: string,
  input: ChecklistTickInput,
): Promise<{ step: string; ticked: boolean }> {
  const line = await keptLine(deps, requireViewer(viewer).userId, orderItemId);
  if (input.ticked) {
    await deps.db
      .insert(deploymentChecklistTicks)
      .values({ orderItemId: line.id, step: input.step, tickedAt: deps.clock.now() })
      .onConflictDoNothing();
  } else {
    await deps.db
      .delete(deploymentChecklistTicks)
      .where(and(eq(deploymentChecklistTicks.orderItemId, line.id), eq(deploymentChecklistTicks.step, input.step)));
  }
  return { step: input.step, ticked: input.ticked };
}
