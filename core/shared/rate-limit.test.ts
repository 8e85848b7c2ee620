import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, pgliteExtensions } from '../../db/client.ts';
import { hitRateLimit, rateLimitKey } from './rate-limit.ts';

let database: Database;
let now = Date.parse('2026-11-22T10:00:00Z');
const clock = { now: () => new Date(now) };
const rule = { limit: 3, windowMs: 60_000 };

beforeAll(async () => {
  database = await openDatabase({ pglite: await PGlite.create({ extensions: pgliteExtensions }) });
  await database.migrate();
}, 60_000);
afterAll(() => database.close());

const hit = (key: string) => hitRateLimit({ db: database.db, clock }, key, rule);

describe('hitRateLimit', () => {
  it('allows up to the limit in a window, then refuses with the time left', async () => {
    expect(await hit('t:a')).toEqual({ allowed: true, count: 1, remaining: 2, retryAfterSeconds: 0 });
    await hit('t:a');
    expect((await hit('t:a')).allowed).toBe(true);
    now += 20_000;
    expect(await hit('t:a')).toEqual({ allowed: false, count: 4, remaining: 0, retryAfterSeconds: 40 });
  });

  it('starts a new window once the previous one is over', async () => {
    now += 40_000;
    expect(await hit('t:a')).toMatchObject({ allowed: true, count: 1 });
  });

  it('keeps keys apart', async () => {
    expect((await hit('t:b')).count).toBe(1);
    expect((await hit('t:a')).count).toBe(2);
  });

  it('gives concurrent requests distinct counts', async () => {
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => hit('t:burst')));
    expect(outcomes.map((o) => o.count).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(outcomes.filter((o) => o.allowed)).toHaveLength(3);
  });
});

describe('rateLimitKey', () => {
  it('names the bucket of an unknown address', () => {
    expect(rateLimitKey('contact', null)).toBe('contact:unknown');
    expect(rateLimitKey('contact', '203.0.113.7')).toBe('contact:203.0.113.7');
  });
});
