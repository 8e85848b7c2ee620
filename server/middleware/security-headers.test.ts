import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { frameSourceHeader } from '../../core/catalog/demo-framing.ts';
import { securityHeaders } from './security-headers.ts';

function app() {
  const hono = new Hono<{ Variables: { nonce: string } }>();
  hono.use(async (c, next) => {
    c.set('nonce', 'n0nce');
    await next();
  });
  hono.use(securityHeaders({ production: true, https: true }) as never);
  hono.get('/plain', (c) => c.text('ok'));
  hono.get('/demos/:name', (c) => c.text('demo'));
  hono.get('/framing', (c) => c.text('ok', 200, { [frameSourceHeader]: c.req.query('origin') ?? '' }));
  return hono;
}

const directive = (res: Response, name: string) =>
  res.headers
    .get('content-security-policy')
    ?.split('; ')
    .find((d) => d.startsWith(`${name} `));
const frameSrc = (res: Response) => directive(res, 'frame-src');

describe('securityHeaders frame-src', () => {
  it('frames nothing on a page that names no demo origin', async () => {
    expect(frameSrc(await app().request('/plain'))).toBe("frame-src 'none'");
  });

  it('allows the one origin a page names, and does not pass the internal header on', async () => {
    const res = await app().request(`/framing?origin=${encodeURIComponent('https://demo.agent.example')}`);
    expect(frameSrc(res)).toBe('frame-src https://demo.agent.example');
    expect(res.headers.get(frameSourceHeader)).toBeNull();
  });

  it("allows 'self' for a page framing one of Déploia's own demos", async () => {
    const res = await app().request(`/framing?origin=${encodeURIComponent("'self'")}`);
    expect(frameSrc(res)).toBe("frame-src 'self'");
  });

  it('ignores a value that is not an https origin (no policy injection)', async () => {
    for (const origin of [
      "https://a.example; script-src 'unsafe-inline'",
      'http://a.example',
      '*',
      'https://127.0.0.1',
    ]) {
      const res = await app().request(`/framing?origin=${encodeURIComponent(origin)}`);
      expect(frameSrc(res), origin).toBe("frame-src 'none'");
    }
  });
});

describe('securityHeaders frame-ancestors', () => {
  it("lets only our own pages frame Déploia's own demos", async () => {
    for (const path of ['/demos/chatbot', '/demos/automation']) {
      const res = await app().request(path);
      expect(directive(res, 'frame-ancestors'), path).toBe("frame-ancestors 'self'");
      expect(res.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
    }
  });

  it('lets nobody frame any other page, an unknown demo path included', async () => {
    for (const path of ['/plain', '/demos/unknown']) {
      const res = await app().request(path);
      expect(directive(res, 'frame-ancestors'), path).toBe("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });
});
