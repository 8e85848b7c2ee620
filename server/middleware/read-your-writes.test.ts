import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { catalogDb, catalogDeps, readsFromPrimary, readYourWrites } from './read-your-writes.ts';
import { type RequestVars, requestContext } from './request-context.ts';
import { responseCache } from './response-cache.ts';
import { type CspVars, securityHeaders } from './security-headers.ts';
import { sharedCaching } from './shared-caching.ts';

const primary = { name: 'primary' } as unknown as Db;
const replica = { name: 'replica' } as unknown as Db;
const deps = { db: primary, readDb: replica, other: 1 };

/** The app's chain: the cookie outside the response cache, `sharedCaching` inside; GET renders count themselves. */
function setup(secure = false) {
  let renders = 0;
  const app = new Hono<{ Variables: RequestVars & CspVars }>();
  const log = pino({ level: 'silent' });
  const cacheable = () => true;
  app.use(readYourWrites({ seconds: 5, secure }));
  app.use(responseCache({ ttlSeconds: 10, cacheable, log }));
  app.use(requestContext(log));
  app.use(securityHeaders({ production: true, https: secure }));
  app.use(sharedCaching({ sharedSeconds: 10, staleSeconds: 60, cacheable }));
  app.get('/catalogue', (c) =>
    c.text(`render ${++renders} from ${(catalogDb(deps, c.req.raw) as { name?: string }).name}`),
  );
  app.post('/ok', (c) => c.json({ ok: true }));
  app.post('/form', (c) => c.redirect('/catalogue', 303));
  app.post('/refused', (c) => c.json({ error: 'no' }, 400));
  app.post('/api/v1/products/:slug/views', (c) => c.body(null, 204));
  app.post('/api/v1/cart/preview', (c) => c.json({ data: { items: [] } }));
  return { app };
}

const cookieOf = (res: Response) => res.headers.getSetCookie().find((c) => c.includes('deploia_primary'));

describe('read your writes', () => {
  it('reads the catalogue from the replica, and from the primary while the cookie of a write is present', () => {
    const plain = new Request('http://x/catalogue');
    const sticky = new Request('http://x/catalogue', { headers: { cookie: 'language=en; deploia_primary=1' } });
    expect(readsFromPrimary(plain.headers)).toBe(false);
    expect(readsFromPrimary(sticky.headers)).toBe(true);
    expect(readsFromPrimary(new Headers({ cookie: '__Host-deploia_primary=1' }))).toBe(true);
    expect(readsFromPrimary(new Headers({ cookie: 'not_deploia_primary=1' }))).toBe(false);
    expect(catalogDb(deps, plain)).toBe(replica);
    expect(catalogDb(deps, sticky)).toBe(primary);
    expect(catalogDeps(deps, plain)).toEqual({ db: replica, readDb: replica, other: 1 });
    expect(catalogDeps(deps, sticky).db).toBe(primary);
  });

  it('sets a short-lived HttpOnly cookie on the answer to every write that succeeded, and only then', async () => {
    const { app } = setup();
    expect(cookieOf(await app.request('/ok', { method: 'POST' }))).toBe(
      'deploia_primary=1; Path=/; Max-Age=5; HttpOnly; SameSite=Lax',
    );
    expect(cookieOf(await app.request('/form', { method: 'POST' }))).toBeDefined();
    expect(cookieOf(await app.request('/refused', { method: 'POST' }))).toBeUndefined();
    expect(cookieOf(await app.request('/catalogue'))).toBeUndefined();
    // A view counted changes nothing its sender reads back: every visitor's next pages stay cacheable.
    expect(cookieOf(await app.request('/api/v1/products/x/views', { method: 'POST' }))).toBeUndefined();
    // Nor does pricing a visitor's cart, a read sent as a POST for its body.
    expect(cookieOf(await app.request('/api/v1/cart/preview', { method: 'POST' }))).toBeUndefined();
  });

  it('over https, names it __Host- and marks it Secure', async () => {
    const { app } = setup(true);
    expect(cookieOf(await app.request('/ok', { method: 'POST' }))).toBe(
      '__Host-deploia_primary=1; Path=/; Max-Age=5; HttpOnly; SameSite=Lax; Secure',
    );
  });

  it('never answers a request carrying the cookie from a cache, nor lets a shared cache keep its answer', async () => {
    const { app } = setup();
    const first = await app.request('/catalogue');
    expect(await first.text()).toBe('render 1 from replica');
    expect(await (await app.request('/catalogue')).text()).toBe('render 1 from replica');
    const sticky = await app.request('/catalogue', { headers: { cookie: 'deploia_primary=1' } });
    expect(await sticky.text()).toBe('render 2 from primary');
    expect(sticky.headers.get('x-cache')).toBeNull();
    expect(sticky.headers.get('cache-control')).toBe('private, no-store');
  });
});
