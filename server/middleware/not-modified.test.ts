import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { etagMatches, notModified } from './not-modified.ts';

describe('etagMatches', () => {
  it('compares weakly: a W/ prefix on either side is ignored', () => {
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
  });

  it('finds the tag in a list, accepts *, and refuses anything else', () => {
    expect(etagMatches('"x", W/"abc" ,"y"', 'W/"abc"')).toBe(true);
    expect(etagMatches('*', 'W/"abc"')).toBe(true);
    expect(etagMatches('"abcd"', 'W/"abc"')).toBe(false);
    expect(etagMatches('abc', 'W/"abc"')).toBe(false);
    expect(etagMatches(undefined, 'W/"abc"')).toBe(false);
  });
});

describe('notModified', () => {
  const app = new Hono();
  app.use(notModified());
  app.get('/page', (c) =>
    c.body('<p>page</p>', 200, {
      'Content-Type': 'text/html',
      'Content-Encoding': 'br',
      ETag: 'W/"v1"',
      'Cache-Control': 'public, max-age=0, s-maxage=10',
      Vary: 'Cookie, Accept-Encoding',
      'Content-Security-Policy': "script-src 'self' 'sha256-of-this-render'",
      'X-Request-Id': 'this-render',
    }),
  );
  app.get('/missing', (c) => c.body('non', 404, { ETag: 'W/"v1"' }));
  app.post('/page', (c) => c.body('posted', 200, { ETag: 'W/"v1"' }));

  it('answers 304 without a body but with the caching headers of the 200', async () => {
    const res = await app.request('/page', { headers: { 'if-none-match': 'W/"v1"' } });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe('');
    expect(res.headers.get('etag')).toBe('W/"v1"');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10');
    expect(res.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-type')).toBeNull();
    expect(res.headers.get('x-request-id')).toBe('this-render');
  });

  it('leaves out the script policy, so that the browser keeps the one of the body it holds', async () => {
    const res = await app.request('/page', { headers: { 'if-none-match': 'W/"v1"' } });
    expect(res.status).toBe(304);
    expect(res.headers.get('content-security-policy')).toBeNull();
  });

  it('answers in full when the tag differs, on errors and on anything but GET', async () => {
    expect((await app.request('/page', { headers: { 'if-none-match': 'W/"v0"' } })).status).toBe(200);
    expect((await app.request('/page')).status).toBe(200);
    expect((await app.request('/missing', { headers: { 'if-none-match': 'W/"v1"' } })).status).toBe(404);
    expect((await app.request('/page', { method: 'POST', headers: { 'if-none-match': 'W/"v1"' } })).status).toBe(200);
  });
});
