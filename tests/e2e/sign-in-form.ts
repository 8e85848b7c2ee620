import type { Page } from 'playwright-core';
import { baseUrl } from './browser.ts';

const main = (page: Page) => page.locator('main');

/** Fills in and sends the sign-in form of the page open at /auth. */
export async function fillSignInForm(page: Page, identifier: string, password: string) {
  await main(page).getByLabel('E-mail ou téléphone').fill(identifier);
  await main(page).getByLabel('Mot de passe', { exact: true }).fill(password);
  await main(page).getByRole('button', { name: 'Se connecter' }).click();
}

/** Signs out through the account menu and waits for the landing page. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Menu de / }).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await page.waitForURL(`${baseUrl()}/`);
}
