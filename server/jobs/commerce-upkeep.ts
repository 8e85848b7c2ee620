import type { Logger } from 'pino';
import { expireOrders } from '../../core/orders/expire-orders.ts';
import type { Clock } from '../../core/ports/clock.ts';
import type { Queue } from '../../core/ports/queue.ts';
import { endCanceledSubscriptions } from '../../core/subscriptions/end-canceled-subscriptions.ts';
import { suspendLapsedSubscriptions } from '../../core/subscriptions/suspend-lapsed-subscriptions.ts';
import type { Db } from '../../db/client.ts';
import { renewDueSandboxSubscriptions } from '../adapters/payments/sandbox/renewals.ts';

export interface CommerceUpkeepDeps {
  db: Db;
  clock: Clock;
  queue: Queue;
  log: Logger;
  /** Whether the sandbox provider is on: then this instance also plays its billing run. */
  sandbox: boolean;
}

/**
 * The `commerce-upkeep` job, scheduled every minute: expires unpaid orders, lets the sandbox provider charge its due
 * renewals, suspends subscriptions whose grace period ran out and ends those cancelled at period end. Every step is
 * idempotent and safe beside another instance's run; one failing does not hold the others back, and the job then
 * fails so that it is logged (the next minute tries again).
 */
export const commerceUpkeep = (deps: CommerceUpkeepDeps) => async (): Promise<void> => {
  const steps = {
    expiredOrders: () => expireOrders(deps),
    sandboxRenewals: async () => (deps.sandbox ? renewDueSandboxSubscriptions(deps) : null),
    suspendedSubscriptions: () => suspendLapsedSubscriptions(deps),
    endedSubscriptions: () => endCanceledSubscriptions(deps),
  };
  const failures: unknown[] = [];
  const done: Record<string, unknown> = {};
  for (const [name, step] of Object.entries(steps)) {
    try {
      done[name] = await step();
    } catch (err) {
      deps.log.error({ err, step: name }, 'commerce upkeep step failed');
      failures.push(err);
    }
  }
  deps.log.debug({ upkeep: done }, 'commerce upkeep');
  if (failures.length > 0) throw new AggregateError(failures, 'commerce upkeep failed');
};
