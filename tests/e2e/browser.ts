import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumFlags, chromiumPath } from '../support/chromium.ts';

export const baseUrl = () => inject('baseUrl');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
}

export interface Viewport {
  width: number;
  colorScheme: 'light' | 'dark';
}

/**
 * The widths every page is checked at, each in one theme: the themes alternate from one check to the next (the first
 * page is checked at 1280 px light and 390 px dark, the next at 1280 px dark and 390 px light), so a run covers both
 * themes at both widths in half the checks.
 */
const widths = [1280, 390] as const;
const themes = ['light', 'dark'] as const;
let checks = 0;
const viewportName = ({ width, colorScheme }: Viewport) => `${width} px, ${colorScheme}`;

export interface PageOptions {
  /** false: the page as a browser without JavaScript gets it (server rendering and plain form posts only). */
  javaScriptEnabled?: boolean;
  /**
   * The visitor's motion preference; reduced unless a test is about motion. An endless animation (the header's
   * Live dot) keeps Chromium's software compositor drawing 60 frames a second, half a core of a 2-core machine.
   */
  reducedMotion?: 'reduce' | 'no-preference';
  /** Another user agent: headless Chromium's own is taken for a bot, whose partner-link clicks are not counted. */
  userAgent?: string;
}

/** A page that records console errors and uncaught exceptions, so a test can assert there were none. */
export async function openPage(
  browser: Browser,
  viewport: Viewport = { width: 1280, colorScheme: 'light' },
  options: PageOptions = {},
) {
  const context: BrowserContext = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: viewport.width, height: 900 },
    colorScheme: viewport.colorScheme,
    locale: 'fr-FR',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    reducedMotion: options.reducedMotion ?? 'reduce',
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  const page: Page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return { page, errors, close: () => context.close() };
}

/**
 * The console errors a form test did not expect: form answers (400, 401, 403, 429) are part of the flows, and
 * Chromium logs each one as a failed resource.
 */
export const unexpectedErrors = (errors: string[]) =>
  errors.filter((e) => !/Failed to load resource: the server responded with a status of 4(00|01|03|29)/.test(e));

/** Navigates and waits until React has hydrated the page (root sets html[data-hydrated]). */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return response;
}

/** axe with the WCAG 2.2 A/AA rules; returns the serious and critical violations. */
export async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

/**
 * WCAG 1.4.10 (reflow), which axe does not check: at 320 CSS px and up, nothing makes the whole page scroll sideways
 * (a wide table scrolls inside its own region). Answered like an axe violation, naming the widest offenders.
 */
async function sidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return null;
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ').slice(0, 3).join('.')}`);
    return { scrollWidth: document.documentElement.scrollWidth, wide: wide.slice(-5) };
  });
  if (!overflow) return [];
  return [{ id: `reflow (page ${overflow.scrollWidth} px wide)`, impact: 'serious' as const, targets: overflow.wide }];
}

/** What violationsAtEveryViewport answers for a page with none. */
export const noViolationAtAnyViewport = {};

/**
 * The serious and critical violations at both widths, each in the theme its turn gives it (see `widths`), keyed like
 * "390 px, dark"; only the viewports with violations appear. The page, loaded once, is resized and switched to the
 * other theme in place, as a turned phone or a changed system theme would do it: the page must follow the system
 * theme without a reload (the root's class is awaited), and motion is reduced and transitions awaited so that no
 * colour is read halfway.
 */
export async function violationsAtEveryViewport(page: Page) {
  const found: Record<string, Awaited<ReturnType<typeof seriousViolations>>> = {};
  const turn = checks++;
  for (const [i, width] of widths.entries()) {
    const viewport: Viewport = { width, colorScheme: themes[(turn + i) % themes.length] ?? 'light' };
    await page.setViewportSize({ width: viewport.width, height: 900 });
    await page.emulateMedia({ colorScheme: viewport.colorScheme, reducedMotion: 'reduce' });
    // The new theme applied, and no colour still on its way there (a transition's first frame has the old one).
    // Polled on a timer, not on animation frames, which a headless page sometimes stops producing: the transitions
    // left after ten seconds are taken to their end, then awaited again.
    await page.waitForFunction((scheme) => document.documentElement.classList.contains(scheme), viewport.colorScheme, {
      polling: 100,
    });
    const transitionsEnded = () =>
      page.waitForFunction(
        () => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState === 'finished'),
        undefined,
        { polling: 100, timeout: 10_000 },
      );
    await transitionsEnded().catch(async () => {
      await page.evaluate(() => {
        for (const a of document.getAnimations()) if (a instanceof CSSTransition) a.finish();
      });
      await transitionsEnded();
    });
    const violations = [...(await seriousViolations(page)), ...(await sidewaysScroll(page))];
    if (violations.length > 0) found[viewportName(viewport)] = violations;
  }
  return found;
}
