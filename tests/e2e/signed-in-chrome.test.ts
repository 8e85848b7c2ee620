import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Persona } from '../setup/e2e-accounts.ts';
import { baseUrl, gotoHydrated, launchBrowser, openPage, type Viewport } from './browser.ts';
import { madeSession, openSignedIn, type SessionCookie, signIn } from './personas.ts';

/** The chrome as signed-in personas see it (spec §2 user menu, green bar, bottom bar, side panels; §6 roles). */
let browser: Browser;
const sessions: Partial<Record<Persona, SessionCookie[]>> = {};

beforeAll(async () => {
  browser = await launchBrowser();
  for (const persona of ['customer', 'expert', 'admin'] as const) sessions[persona] = await signIn(persona);
});
afterAll(() => browser.close());

const desktop: Viewport = { width: 1280, colorScheme: 'light' };

/** A page signed in as the persona: with its shared session, or with a session of its own (to end it). */
const openAs = (persona: Persona, viewport = desktop, session = sessions[persona] ?? []) =>
  openSignedIn(browser, session, viewport);

const openUserMenu = async (page: Page, persona: Persona) => {
  await page.getByRole('button', { name: `Menu de E2E ${persona}` }).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  return menu;
};

describe('user menu', () => {
  it("offers a customer 'Devenir vendeur', Profil, Dashboard and 'Se déconnecter', nothing for admins", async () => {
    const { page, errors, close } = await openAs('customer');
    await gotoHydrated(page, '/');
    expect(await page.getByRole('link', { name: 'Se connecter' }).count()).toBe(0);
    const menu = await openUserMenu(page, 'customer');
    expect(await menu.getByText('E2E customer').isVisible()).toBe(true);
    const items = await menu.getByRole('menuitem').allTextContents();
    expect(items).toEqual(['Devenir vendeur', 'Profil', 'Dashboard', 'Mes collections', 'Se déconnecter']);
    expect(await menu.getByRole('menuitem', { name: 'Devenir vendeur' }).getAttribute('href')).toBe('/sell');
    expect(await menu.getByRole('menuitem', { name: 'Profil' }).getAttribute('href')).toBe('/profile');
    expect(await menu.getByRole('menuitem', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(await menu.getByText('Admin', { exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it("offers an expert 'Créer un produit' instead of 'Devenir vendeur'", async () => {
    const { page, errors, close } = await openAs('expert');
    await gotoHydrated(page, '/');
    const menu = await openUserMenu(page, 'expert');
    const items = await menu.getByRole('menuitem').allTextContents();
    expect(items).toEqual(['Créer un produit', 'Profil', 'Dashboard', 'Mes collections', 'Se déconnecter']);
    expect(await menu.getByRole('menuitem', { name: 'Créer un produit' }).getAttribute('href')).toBe('/products/new');
    expect(errors).toEqual([]);
    await close();
  });

  it("shows an admin the 'Admin' badge, Admin Dashboard and Gestion Utilisateurs, and signs out to /", async () => {
    // Signing out ends the session, so this test does not use the one the others share.
    const { page, errors, close } = await openAs('admin', desktop, await signIn('admin'));
    await gotoHydrated(page, '/market');
    const menu = await openUserMenu(page, 'admin');
    expect(await menu.getByText('Admin', { exact: true }).isVisible()).toBe(true);
    const items = await menu.getByRole('menuitem').allTextContents();
    expect(items).toEqual([
      'Créer un produit',
      'Profil',
      'Dashboard',
      'Mes collections',
      'Admin Dashboard',
      'Gestion Utilisateurs',
      'Se déconnecter',
    ]);
    expect(await menu.getByRole('menuitem', { name: 'Admin Dashboard' }).getAttribute('href')).toBe('/admin/dashboard');
    expect(await menu.getByRole('menuitem', { name: 'Gestion Utilisateurs' }).getAttribute('href')).toBe(
      '/admin/users',
    );
    await menu.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('link', { name: 'Se connecter' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});

describe('green bar', () => {
  it("hides 'Devenir créateur' from sellers and admins, shows it to customers", async () => {
    for (const [persona, shown] of [
      ['customer', 1],
      ['expert', 0],
      ['admin', 0],
    ] as const) {
      const { page, close } = await openAs(persona);
      await gotoHydrated(page, '/market');
      const bar = page.getByRole('navigation', { name: 'Catégories' });
      await bar.getByRole('link', { name: 'Marketplace' }).waitFor();
      expect([persona, await bar.getByRole('link', { name: 'Devenir créateur', exact: true }).count()]).toEqual([
        persona,
        shown,
      ]);
      await close();
    }
  });
});

describe('bottom bar', () => {
  it('adds Profil and Dashboard when signed in', async () => {
    const { page, close } = await openAs('customer', { width: 390, colorScheme: 'light' });
    await page.goto('/market');
    const bar = page.getByRole('navigation', { name: 'Raccourcis' });
    const links = await bar.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual(['/', '/market', '/favorites', '/checkout', '/profile', '/dashboard']);
    expect(await bar.getByRole('link', { name: 'Profil' }).isVisible()).toBe(true);
    expect(await bar.getByRole('link', { name: 'Dashboard' }).isVisible()).toBe(true);
    await close();
  });
});

describe('side panels', () => {
  it("show the favourites panel: 'Mes Favoris (0)', 'Aucun favori pour le moment' and a way to the marketplace", async () => {
    const { page, errors, close } = await openAs('customer');
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Mes favoris' }).click();
    const panel = page.getByRole('dialog', { name: 'Mes Favoris (0)' });
    await panel.waitFor();
    expect(await panel.getByText('Aucun favori pour le moment').isVisible()).toBe(true);
    await panel.getByRole('link', { name: 'Explorez la marketplace pour en ajouter' }).click();
    await page.waitForURL('**/market');
    expect(errors).toEqual([]);
    await close();
  });

  it("show the notifications panel: 'Notifications (0 non lues)', 'Aucune notification', 'Vous êtes à jour !'", async () => {
    // An account no other file notifies: the administration journey broadcasts to every expert.
    const { page, errors, close } = await openSignedIn(browser, madeSession('newcomer'), desktop);
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications (0 non lues)' });
    await panel.waitFor();
    expect(await panel.getByText('Aucune notification').isVisible()).toBe(true);
    expect(await panel.getByText('Vous êtes à jour !').isVisible()).toBe(true);
    expect(await panel.getByRole('button', { name: 'Marquer tout comme lu' }).count()).toBe(0);
    await panel.getByRole('button', { name: 'Fermer' }).first().click();
    await panel.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await close();
  });

  it('are not offered to visitors', async () => {
    const { page, close } = await openPage(browser);
    await gotoHydrated(page, '/');
    expect(await page.getByRole('button', { name: 'Mes favoris' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Notifications', exact: true }).count()).toBe(0);
    await close();
  });
});
