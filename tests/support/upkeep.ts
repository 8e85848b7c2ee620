import pino from 'pino';
import { commerceUpkeep } from '../../server/jobs/commerce-upkeep.ts';
import type { setUpTestApp } from '../setup/test-app-hooks.ts';

/** One commerce upkeep run of the test app as its schedule starts it, on a clock reading `now`. */
export const upkeepAt = (ctx: ReturnType<typeof setUpTestApp>, now: Date) =>
  commerceUpkeep({
    db: ctx.database.db,
    clock: { now: () => now },
    queue: ctx.testApp.jobs.queue,
    log: pino({ level: 'silent' }),
    sandbox: true,
  })();
