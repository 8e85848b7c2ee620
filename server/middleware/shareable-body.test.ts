import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bodyEtag, noncedScriptHashes } from './shareable-body.ts';

const body = (html: string) => Buffer.from(html);
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

const page = (nonce: string, requestId: string, content = 'Agents IA') =>
  body(
    `<html><head><script nonce="${nonce}">boot()</script></head><body><h1>${content} — été</h1>` +
      `<script type="module" nonce="${nonce}">import "/assets/entry.js";</script>` +
      `<script nonce="${nonce}">ctx.enqueue(["requestId","${requestId}"])</script></body></html>`,
  );

describe('bodyEtag', () => {
  it('is the same for two renders of the same content, whatever their nonce and request id', () => {
    const first = bodyEtag(page('n0nce+AAA/1==', 'req-aaaaaaaa'), ['n0nce+AAA/1==', 'req-aaaaaaaa']);
    const second = bodyEtag(page('n0nce+BBB/2==', 'req-bbbbbbbb'), ['n0nce+BBB/2==', 'req-bbbbbbbb']);
    expect(first).toBe(second);
    expect(first).toMatch(/^W\/"[\w-]+"$/);
  });

  it('changes with the content', () => {
    const tokens = ['n0nce', 'req-aaaaaaaa'];
    expect(bodyEtag(page('n0nce', 'req-aaaaaaaa'), tokens)).not.toBe(
      bodyEtag(page('n0nce', 'req-aaaaaaaa', 'Chatbots'), tokens),
    );
  });
});

describe('noncedScriptHashes', () => {
  it('hashes the text of each inline script carrying the nonce, as the browser does (UTF-8, once each)', () => {
    const html = body(
      '<script nonce="abc">boot("é")</script><p>x</p><script type="module" nonce="abc" async>go()</script>' +
        '<script nonce="abc">boot("é")</script>',
    );
    expect(noncedScriptHashes(html, 'abc')).toEqual([sha256('boot("é")'), sha256('go()')]);
  });

  it('leaves out scripts without the nonce, as a script injected into user content is', () => {
    const html = body(
      '<script nonce="abc">ours()</script><div><script>evil()</script><script nonce="guess">x()</script>',
    );
    expect(noncedScriptHashes(html, 'abc')).toEqual([sha256('ours()')]);
  });

  it('hashes line ends as the HTML parser hands them to the browser (CR LF read as LF)', () => {
    expect(noncedScriptHashes(body('<script nonce="abc">a()\r\nb()\rc()</script>'), 'abc')).toEqual([
      sha256('a()\nb()\nc()'),
    ]);
  });

  it('ends a script at its end tag, and ignores the nonce on other elements', () => {
    const html = body('<link rel="modulepreload" nonce="abc" href="/a.js"><script nonce="abc">a()</script ><p>b()</p>');
    expect(noncedScriptHashes(html, 'abc')).toEqual([sha256('a()')]);
  });
});
