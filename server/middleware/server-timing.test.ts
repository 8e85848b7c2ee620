import { setTimeout as sleep } from 'node:timers/promises';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { measureQueries, type QueryTime, timedDriver } from '../../db/query-time.ts';
import { parseServerTiming } from '../../tests/support/server-timing.ts';
import { serverTiming, type TimingVars, timeRender } from './server-timing.ts';

describe('serverTiming', () => {
  const driver = timedDriver({ query: (ms: number) => sleep(ms) }, { queries: ['query'], scopes: [] });
  const app = new Hono<{ Variables: TimingVars }>();
  app.use(serverTiming({ skip: (path) => path.startsWith('/skip') }));
  app.use(async (_c, next) => {
    await sleep(10); // shared middleware, outside render
    await next();
  });
  app.use(timeRender());
  app.get('/query', async (c) => {
    await driver.query(20);
    await sleep(5);
    return c.text('ok');
  });
  app.get('*', (c) => c.text('ok'));

  it('reports the database, render and total times, each part of the next', async () => {
    const timing = parseServerTiming((await app.request('/query')).headers.get('server-timing'));
    expect(Object.keys(timing)).toEqual(['db', 'render', 'total']);
    expect(timing.db).toBeGreaterThanOrEqual(19);
    expect(timing.render).toBeGreaterThanOrEqual(timing.db! + 4);
    expect(timing.total).toBeGreaterThanOrEqual(timing.render! + 9);
  });

  it('reports no database time for a request that made no query, even beside one that did', async () => {
    const [busy, idle] = await Promise.all([app.request('/query'), app.request('/idle')]);
    expect(parseServerTiming(busy.headers.get('server-timing')).db).toBeGreaterThanOrEqual(19);
    expect(parseServerTiming(idle.headers.get('server-timing')).db).toBe(0);
  });

  it('leaves skipped paths without the header', async () => {
    expect((await app.request('/skip/me')).headers.get('server-timing')).toBeNull();
  });

  it('keeps a measure running outside requests apart', async () => {
    const outside: QueryTime = { ms: 0 };
    await Promise.all([measureQueries(outside, () => sleep(30)), app.request('/query')]);
    expect(outside.ms).toBe(0);
  });
});
