import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage } from './browser.ts';

import { infoPages as pages } from './info-pages.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/\u00a0/g, ' ');

describe('information pages on the server', () => {
  it.each(pages)('$path answers 200 with its French h1, description and canonical link', async ({ path, h1 }) => {
    const res = await fetch(`${baseUrl()}${path}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const heading = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1];
    expect(textOf(heading ?? '')).toBe(h1);
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
    expect(html).toContain(`<link rel="canonical" href="${baseUrl()}${path}"`);
  });

  it('answers 404 with the not-found page for an unknown guide', async () => {
    const res = await fetch(`${baseUrl()}/resources/guide-inconnu`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page introuvable');
  });

  it('gives legal pages a table of contents whose links reach their sections', async () => {
    const html = await (await fetch(`${baseUrl()}/terms-of-service`)).text();
    const anchors = [...html.matchAll(/<a href="#([\w-]+)"/g)].map((m) => m[1]).filter((id) => id !== 'main-content');
    expect(anchors).toContain('droit-de-retractation');
    for (const id of new Set(anchors)) expect(html).toContain(`<h2 id="${id}">`);
    expect(html).toContain('Dernière mise à jour');
    expect(html).toContain('L221-28 13°');
  });

  it('explains an unknown newsletter link instead of failing', async () => {
    for (const path of ['/newsletter/confirm/lien-inconnu', '/newsletter/unsubscribe/lien-inconnu']) {
      const res = await fetch(`${baseUrl()}${path}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.text()).toContain('Lien invalide ou expiré');
    }
  });
});

/** The contact form of the page (the footer holds another form with an `email` field). */
const contactForm = (page: Page) => page.locator('main form[action="/contact"]');

async function fillContact(page: Page, message: string) {
  const form = contactForm(page);
  await form.getByLabel('Nom').fill('Camille Martin');
  await form.getByLabel('Adresse e-mail').fill('camille@example.com');
  await form.getByLabel('Sujet').selectOption('product');
  await form.getByLabel('Message').fill(message);
}

const validMessage = 'Bonjour, ce chatbot fonctionne-t-il avec une base Notion partagée ?';

describe('the contact form', () => {
  it('works without JavaScript: errors in place, then success with an empty form', async () => {
    const { page, close } = await openPage(browser, undefined, { javaScriptEnabled: false });
    await page.goto('/contact');
    await fillContact(page, 'Trop court');
    await contactForm(page).getByRole('button', { name: 'Envoyer le message' }).click();
    await page.waitForLoadState('load');
    const message = contactForm(page).getByLabel('Message');
    expect(await message.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('Votre message est trop court : 20 caractères au moins.').isVisible()).toBe(true);
    // What was typed is kept.
    expect(await contactForm(page).getByLabel('Nom').inputValue()).toBe('Camille Martin');

    await message.fill(validMessage);
    await contactForm(page).getByRole('button', { name: 'Envoyer le message' }).click();
    await page.getByText('Message envoyé').waitFor();
    expect(await contactForm(page).getByLabel('Message').inputValue()).toBe('');
    expect(await contactForm(page).getByLabel('Nom').inputValue()).toBe('');
    await close();
  });

  it('works with JavaScript: the error shows in place without a round trip, then success', async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    let posted = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST') posted++;
    });
    await fillContact(page, 'Trop court');
    await contactForm(page).getByRole('button', { name: 'Envoyer le message' }).click();
    const error = page.getByText('Votre message est trop court : 20 caractères au moins.');
    await error.waitFor();
    expect(posted).toBe(0);
    const message = contactForm(page).getByLabel('Message');
    expect(await message.getAttribute('aria-invalid')).toBe('true');
    expect(await message.evaluate((el) => el === document.activeElement)).toBe(true);

    await message.fill(validMessage);
    await error.waitFor({ state: 'detached' });
    await contactForm(page).getByRole('button', { name: 'Envoyer le message' }).click();
    await page.getByRole('status').filter({ hasText: 'Message envoyé' }).waitFor();
    expect(posted).toBe(1);
    expect(await contactForm(page).getByLabel('Message').inputValue()).toBe('');
    expect(page.url()).toBe(`${baseUrl()}/contact`);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('the newsletter', () => {
  it('subscribes from /newsletter and asks to check the inbox', async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto('/newsletter');
    await page.waitForLoadState('networkidle');
    const form = page.locator('main form[action="/newsletter"]');
    await form.getByLabel('Adresse e-mail').fill('pas-une-adresse');
    await form.getByRole('button', { name: "S'inscrire" }).click();
    await page.getByText("Cette adresse e-mail n'est pas valide.").waitFor();
    await form.getByLabel('Adresse e-mail').fill('lecteur.e2e@example.com');
    await form.getByRole('button', { name: "S'inscrire" }).click();
    await page.getByText('Vérifiez votre boîte de réception').waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('sends a plain form post back to the page it came from', async () => {
    const res = await fetch(`${baseUrl()}/newsletter`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: baseUrl() },
      body: new URLSearchParams({ email: 'pied.de.page@example.com', redirectTo: '/market?q=chatbot' }),
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/market?q=chatbot&newsletter=pending');

    const offSite = await fetch(`${baseUrl()}/newsletter`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: baseUrl() },
      body: new URLSearchParams({ email: 'pied.de.page@example.com', redirectTo: '//evil.example/' }),
    });
    expect(offSite.status).toBe(200);
    expect(await offSite.text()).toContain('Vérifiez votre boîte de réception');
  });
});

describe('the FAQ', () => {
  it('opens an answer on demand, after a client-side navigation from /about', async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto('/about');
    await page.waitForLoadState('networkidle');
    await page.locator('main').getByRole('link', { name: 'Questions fréquentes' }).click();
    await page.getByRole('heading', { level: 1, name: 'Questions fréquentes' }).waitFor();
    const question = page.getByRole('button', { name: 'Les avis sont-ils vérifiés ?' });
    expect(await question.getAttribute('aria-expanded')).toBe('false');
    await question.click();
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    await page
      .getByText('Seuls les clients qui ont payé une commande du produit peuvent le noter.', { exact: false })
      .waitFor();
    expect(await page.getByRole('button').filter({ hasText: '?' }).count()).toBeGreaterThanOrEqual(12);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows every answer without JavaScript', async () => {
    const { page, close } = await openPage(browser, undefined, { javaScriptEnabled: false });
    await page.goto('/faq');
    // Playwright's text locators skip <noscript>; the rendered text is what the visitor sees.
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text (not the DOM's) is the point here
    const text = await page.locator('main').innerText();
    expect(text).toContain('Seuls les clients qui ont payé une commande du produit peuvent le noter.');
    expect(text).toContain("Nous répondons dans un délai d'un mois.");
    await close();
  });
});
