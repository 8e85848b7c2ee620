import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { internalDemoPath, internalDemos } from '../../../core/catalog/internal-demos.ts';
import type { Locale } from '../../../i18n/config.ts';
import { renderPage } from '../../../tests/support/render-page.tsx';
import { demoSchemeClass, demoTheme } from '../../components/demos/demo-theme.ts';
import { requestContext } from '../../context.ts';
import routes from '../../routes.ts';
import * as automation from './automation.tsx';
import * as chatbot from './chatbot.tsx';

const pages = { chatbot, automation };

function open(demo: keyof typeof pages, search = '', locale: Locale = 'fr') {
  const page = pages[demo];
  const context = new RouterContextProvider();
  context.set(requestContext, { locale } as never);
  const url = new URL(`https://deploia.example${internalDemoPath(demo)}${search}`);
  const loaderData = page.loader({ url, context, request: new Request(url), params: {} } as never);
  return {
    loaderData,
    html: renderPage(internalDemoPath(demo), page.default, { loaderData }, locale, { url: `${url.pathname}${search}` }),
  };
}

describe("Déploia's own demos", () => {
  it('are each a route of the table, served as a bare page (no site chrome, no script)', () => {
    const paths = JSON.stringify(routes);
    for (const demo of internalDemos) {
      expect(paths).toContain(`"path":"${internalDemoPath(demo).slice(1)}"`);
      expect(pages[demo].handle).toEqual({ bare: true });
    }
  });

  it('plays the support conversation message by message, all in the document, with reduced motion honoured', () => {
    const { html, loaderData } = open('chatbot');
    expect(loaderData.meta).toEqual({ title: 'Démo\u00a0: assistant de support — Déploia', noindex: true });
    const messages = html.match(/<li[^>]*animate-demo-appear[^>]*motion-reduce:animate-none/g) ?? [];
    expect(messages).toHaveLength(7);
    expect(html).toContain('animation-delay:2800ms');
    expect(html).toContain('n°\u00a048213');
    // "Rejouer" loads the same address again (theme and language kept): no script needed.
    expect(open('chatbot', '?theme=dark&lang=en', 'en').html).toMatch(
      /<a[^>]*href="\/demos\/chatbot\?theme=dark&amp;lang=en"[^>]*>.*Replay the conversation/,
    );
  });

  it('follows the theme the product page passes, else the system; any other value is ignored', () => {
    expect(demoSchemeClass(demoTheme('dark'))).toBe('dark');
    expect(demoSchemeClass(demoTheme('light'))).toBe('light');
    expect(demoSchemeClass(demoTheme('"><script>'))).toBe('scheme-system');
    expect(demoSchemeClass(demoTheme(null))).toBe('scheme-system');
  });

  it('shows the inbox before, and the sorted table after, behind a radio toggle that needs no script', () => {
    const { html } = open('automation', '', 'de');
    expect(html).toMatch(/<input type="radio" id="demo-view-before"[^>]*checked=""/);
    expect(html).toContain('id="demo-view-after"');
    expect(html).toContain('Vorher');
    expect(html).toContain('Nachher');
    const rows = html.slice(html.indexOf('<tbody')).match(/<tr/g) ?? [];
    expect(rows).toHaveLength(6);
    // Most urgent first: both "high" rows come before the rest.
    const after = html.slice(html.indexOf('<tbody'));
    expect(after.indexOf('Hoch')).toBeLessThan(after.indexOf('Mittel'));
    expect(after.lastIndexOf('Hoch')).toBeLessThan(after.indexOf('Mittel'));
    expect(after.indexOf('Niedrig')).toBeGreaterThan(after.lastIndexOf('Mittel'));
  });
});
