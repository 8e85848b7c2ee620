import { describe, expect, it, vi } from 'vitest';
import { httpDemoFraming, isPublicAddress } from './http-probe.ts';

const embedderOrigin = 'https://deploia.example';
const publicLookup = async () => [{ address: '93.184.216.34' }];
const settle = () => new Promise((r) => setTimeout(r, 0));

function fakeFetch(answers: Record<string, { status?: number; headers?: Record<string, string> }>) {
  return vi.fn(async (input: string | URL | Request) => {
    const answer = answers[String(input)];
    if (!answer) throw new TypeError('fetch failed');
    return new Response(null, { status: answer.status ?? 200, headers: answer.headers });
  }) as unknown as typeof fetch & ReturnType<typeof vi.fn>;
}

describe('httpDemoFraming', () => {
  it('answers "link" at once, probes in the background, then remembers the answer', async () => {
    const fetch = fakeFetch({
      'https://ok.example/': {},
      'https://no.example/': { headers: { 'x-frame-options': 'DENY' } },
    });
    const framing = httpDemoFraming({ embedderOrigin, fetch, lookup: publicLookup });
    expect(await framing.canFrame('https://ok.example/')).toBe(false);
    expect(await framing.canFrame('https://no.example/')).toBe(false);
    await settle();
    expect(await framing.canFrame('https://ok.example/')).toBe(true);
    expect(await framing.canFrame('https://no.example/')).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('probes again once the answer is older than a day', async () => {
    let now = 0;
    const fetch = fakeFetch({ 'https://ok.example/': {} });
    const framing = httpDemoFraming({ embedderOrigin, fetch, lookup: publicLookup, now: () => now });
    await framing.canFrame('https://ok.example/');
    await settle();
    now = 25 * 3_600_000;
    expect(await framing.canFrame('https://ok.example/')).toBe(true);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('follows a redirect and judges the page it lands on', async () => {
    const fetch = fakeFetch({
      'https://ok.example/': { status: 302, headers: { location: '/fr/' } },
      'https://ok.example/fr/': { headers: { 'content-security-policy': "frame-ancestors 'self'" } },
    });
    const framing = httpDemoFraming({ embedderOrigin, fetch, lookup: publicLookup });
    await framing.canFrame('https://ok.example/');
    await settle();
    expect(await framing.canFrame('https://ok.example/')).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('never requests a host that resolves to a private address, nor an http or IP URL', async () => {
    const fetch = fakeFetch({});
    const framing = httpDemoFraming({ embedderOrigin, fetch, lookup: async () => [{ address: '10.0.0.7' }] });
    await framing.canFrame('https://intranet.example/');
    await framing.canFrame('http://demo.example/');
    await framing.canFrame('https://169.254.169.254/latest/meta-data');
    await settle();
    expect(fetch).not.toHaveBeenCalled();
    expect(await framing.canFrame('https://intranet.example/')).toBe(false);
  });

  it('keeps a demo that cannot be reached as a link', async () => {
    const framing = httpDemoFraming({ embedderOrigin, fetch: fakeFetch({}), lookup: publicLookup });
    await framing.canFrame('https://down.example/');
    await settle();
    expect(await framing.canFrame('https://down.example/')).toBe(false);
  });
});

describe('isPublicAddress', () => {
  it('refuses loopback, private, link-local and unique-local addresses', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
    ]) {
      expect(isPublicAddress(a), a).toBe(false);
    }
    for (const a of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946']) expect(isPublicAddress(a), a).toBe(true);
  });
});
