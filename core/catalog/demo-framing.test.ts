import { describe, expect, it } from 'vitest';
import { allowsFramingBy, frameableOrigin, frameSource, productDemo } from './demo-framing.ts';

const us = 'https://deploia.example';
const headers = (init: Record<string, string>) => new Headers(init);

describe('allowsFramingBy', () => {
  it('allows a page that says nothing about framing', () => {
    expect(allowsFramingBy(headers({}), us)).toBe(true);
  });

  it('refuses on any X-Frame-Options when there is no frame-ancestors', () => {
    for (const value of ['DENY', 'SAMEORIGIN', 'ALLOW-FROM https://deploia.example']) {
      expect(allowsFramingBy(headers({ 'x-frame-options': value }), us)).toBe(false);
    }
  });

  it('follows frame-ancestors, which supersedes X-Frame-Options', () => {
    const csp = (value: string) => headers({ 'content-security-policy': value, 'x-frame-options': 'DENY' });
    expect(allowsFramingBy(csp("default-src 'self'; frame-ancestors *"), us)).toBe(true);
    expect(allowsFramingBy(csp('frame-ancestors https:'), us)).toBe(true);
    expect(allowsFramingBy(csp('frame-ancestors https://deploia.example'), us)).toBe(true);
    expect(allowsFramingBy(csp('frame-ancestors https://*.deploia.example'), 'https://www.deploia.example')).toBe(true);
    expect(allowsFramingBy(csp('frame-ancestors https://*.deploia.example'), us)).toBe(false);
    expect(allowsFramingBy(csp("frame-ancestors 'self'"), us)).toBe(false);
    expect(allowsFramingBy(csp("frame-ancestors 'none'"), us)).toBe(false);
    expect(allowsFramingBy(csp('frame-ancestors https://other.example'), us)).toBe(false);
    expect(allowsFramingBy(csp('frame-ancestors http://deploia.example'), us)).toBe(false);
    expect(allowsFramingBy(csp('frame-ancestors https://deploia.example:8443'), us)).toBe(false);
  });

  it('needs every policy to allow it', () => {
    const both = headers({ 'content-security-policy': 'frame-ancestors *, frame-ancestors https://other.example' });
    expect(allowsFramingBy(both, us)).toBe(false);
  });
});

describe('frameableOrigin', () => {
  it('gives the origin of an https demo on a public host name', () => {
    expect(frameableOrigin('https://demo.agent.example/essai?x=1')).toBe('https://demo.agent.example');
  });

  it('refuses anything else', () => {
    for (const value of [
      null,
      '',
      'pas une url',
      'http://demo.example/',
      'javascript:alert(1)',
      'data:text/html,hi',
      'https://user:pw@demo.example/',
      'https://127.0.0.1/',
      'https://[::1]/',
      'https://localhost/',
      'https://printer.local/',
      "https://demo.example'; script-src *",
    ]) {
      expect(frameableOrigin(value), String(value)).toBeNull();
    }
  });
});

describe('productDemo', () => {
  const sellerDemo = 'https://demo.agent.example/essai';
  const probe = (answer: boolean) => {
    const asked: string[] = [];
    const canFrame = async (url: string) => {
      asked.push(url);
      return answer;
    };
    return { asked, framing: { canFrame } };
  };

  it('frames a seller demo only when the seller allows it and its site allows framing', async () => {
    const yes = probe(true);
    expect(await productDemo(yes.framing, sellerDemo, true)).toEqual({
      url: sellerDemo,
      frame: true,
      origin: 'https://demo.agent.example',
      internal: false,
    });
    const no = probe(false);
    expect(await productDemo(no.framing, sellerDemo, true)).toMatchObject({ frame: false, origin: null });
  });

  it('does not even probe a demo its seller keeps as a link', async () => {
    const yes = probe(true);
    expect(await productDemo(yes.framing, sellerDemo, false)).toMatchObject({ frame: false, origin: null });
    expect(yes.asked).toEqual([]);
  });

  it("frames Déploia's own demos from 'self' whenever the seller allows it, without probing", async () => {
    const no = probe(false);
    expect(await productDemo(no.framing, '/demos/chatbot', true)).toEqual({
      url: '/demos/chatbot',
      frame: true,
      origin: "'self'",
      internal: true,
    });
    expect(await productDemo(no.framing, '/demos/automation', false)).toMatchObject({ frame: false, origin: null });
    expect(no.asked).toEqual([]);
  });

  it('treats any other path as no framable demo', async () => {
    expect(await productDemo(probe(true).framing, '/demos/other', true)).toMatchObject({
      frame: false,
      internal: false,
    });
  });
});

describe('frameSource', () => {
  it("accepts 'self' and a framable origin, nothing else", () => {
    expect(frameSource("'self'")).toBe("'self'");
    expect(frameSource('https://demo.agent.example/x')).toBe('https://demo.agent.example');
    for (const value of ["'self' https:", "'unsafe-inline'", '*', 'http://a.example', null]) {
      expect(frameSource(value), String(value)).toBeNull();
    }
  });
});
