import { beforeAll, describe, expect, it } from 'vitest';
import { viewerContext } from '../../app/context.ts';
import { createUser } from '../../db/factories/index.ts';
import { createApp } from '../../server/app.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { stubPageBuild } from '../support/page-build.ts';

/**
 * A one-route React Router build standing in for the app's pages: every path renders the signed-in viewer's
 * e-mail address (as a personal page like /profile or the header of / would), so a replay to another visitor
 * is visible in the body.
 */
const viewerLoader = ({
  context,
}: {
  context: { get: (key: typeof viewerContext) => { viewer: { email: string } | null } };
}) => ({
  viewer: context.get(viewerContext).viewer?.email ?? null,
});
const pageBuild = stubPageBuild({ rootLoader: viewerLoader, withHome: true });

// The response cache is on, as in production (10 s).
const ctx = setUpTestApp({ RESPONSE_CACHE_SECONDS: '10' });
let app: ReturnType<typeof createApp>;

beforeAll(() => {
  app = createApp({ config: ctx.testApp.config, deps: ctx.testApp.deps, auth: ctx.testApp.auth, build: pageBuild });
});

async function bearerToken(email: string, password: string) {
  await createUser(ctx.database.db, { email, password });
  return ctx.bearerToken(email, password);
}

describe('the shared response cache and signed-in pages', () => {
  it('never replays a page rendered for a bearer token to the next, anonymous visitor', async () => {
    const token = await bearerToken('porteur@example.com', 'Jeton-porteur-2026');
    for (const path of ['/profile', '/']) {
      const personal = await app.request(path, { headers: { authorization: `Bearer ${token}` } });
      expect(personal.status).toBe(200);
      expect(await personal.text()).toContain('porteur@example.com');

      const anonymous = await app.request(path);
      expect(anonymous.status).toBe(200);
      expect(anonymous.headers.get('x-cache')).toBe('MISS');
      expect(await anonymous.text()).not.toContain('porteur@example.com');
      // Anonymous pages themselves are still cached.
      expect((await app.request(path)).headers.get('x-cache')).toBe('HIT');
      expect(personal.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('marks every answer for a signed-in viewer private, pages and the API alike, and leaves visitors alone', async () => {
    const token = await bearerToken('api-perso@example.com', 'Jeton-perso-2026!');
    const me = await app.request('/api/v1/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('private, no-store');
    const catalogue = await app.request('/api/v1/products', { headers: { authorization: `Bearer ${token}` } });
    expect(catalogue.headers.get('cache-control')).toBe('private, no-store');
    expect(catalogue.headers.get('x-cache')).toBeNull();

    const visitor = await app.request('/market');
    expect(visitor.headers.get('cache-control') ?? '').not.toContain('private');
  });
});
