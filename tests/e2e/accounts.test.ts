import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { totp } from '../support/totp.ts';
import {
  baseUrl,
  gotoHydrated,
  launchBrowser,
  openPage,
  seriousViolations,
  unexpectedErrors as unexpected,
} from './browser.ts';
import { linkIn, waitForMail } from './mailbox.ts';
import { fillSignInForm, signOut } from './sign-in-form.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const main = (page: Page) => page.locator('main');

describe('an account from sign-up to two-factor and recovery', () => {
  it('signs up, verifies the e-mail, enables TOTP, signs in with it and a backup code, and resets the password', async () => {
    const { page, errors, close } = await openPage(browser);
    const email = `journey-${Date.now()}@example.com`;
    const password = 'Une phrase de passe solide';

    await gotoHydrated(page, '/signup');
    await main(page).getByLabel('Nom complet').fill('Camille Martin');
    await main(page).getByLabel('Adresse e-mail').fill(email);
    await main(page).getByLabel('Mot de passe').fill(password);
    await main(page).getByRole('checkbox').check();
    await main(page).getByRole('button', { name: 'Créer mon compte' }).click();
    // The same answer whether the address has an account or not; the e-mailed link signs the new user in.
    await expect.poll(() => main(page).getByText(`Nous venons d'envoyer un e-mail à ${email}.`).count()).toBe(1);

    const verification = await waitForMail(email, (m) => m.text.includes('/verify-email?token='));
    await page.goto(linkIn(verification, '/verify-email'));
    await expect.poll(() => main(page).getByText('Votre adresse e-mail est vérifiée').count()).toBe(1);

    await gotoHydrated(page, '/profile#two-factor');
    const twoFactor = page.locator('#two-factor');
    await twoFactor.getByLabel('Mot de passe actuel (pour confirmer)').fill(password);
    await twoFactor.getByRole('button', { name: 'Activer la double authentification' }).click();
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await twoFactor.getByLabel('Code à 6 chiffres').fill(totp(secret));
    await twoFactor.getByRole('button', { name: 'Confirmer et activer' }).click();
    await page.getByTestId('backup-codes').waitFor();
    const backupCodes = await page.getByTestId('backup-codes').locator('li').allTextContents();
    expect(backupCodes).toHaveLength(10);
    await waitForMail(email, (m) => m.subject.startsWith('Double authentification activée'));
    /** Signs out, then in again with the password and the first backup code as second factor. */
    const signInAgainWithBackupCode = async () => {
      await signOut(page);
      await gotoHydrated(page, '/auth');
      await fillSignInForm(page, email, password);
      await page.waitForURL('**/auth/two-factor**');
      await main(page).getByRole('link', { name: 'Utiliser un code de secours' }).click();
      await main(page)
        .getByLabel('Code de secours')
        .fill(backupCodes[0] ?? '');
      await main(page).getByRole('button', { name: 'Vérifier' }).click();
    };

    await signOut(page);
    await gotoHydrated(page, '/auth?redirectTo=%2Fsecurity-test');
    await fillSignInForm(page, email, password);
    await page.waitForURL('**/auth/two-factor**');
    await main(page)
      .getByLabel('Code à 6 chiffres')
      .fill(totp(secret, Date.now() + 30_000));
    await main(page).getByRole('button', { name: 'Vérifier' }).click();
    await page.waitForURL('**/security-test');
    await expect.poll(() => main(page).getByText('cette session : aal2').count()).toBe(1);

    await signInAgainWithBackupCode();
    await page.waitForURL('**/dashboard');

    // A backup code serves once.
    await signInAgainWithBackupCode();
    await expect
      .poll(() => main(page).getByText("Ce code de secours n'est pas valide ou a déjà servi.").count())
      .toBe(1);

    await gotoHydrated(page, '/reset-password');
    await main(page).getByLabel('Adresse e-mail').fill(email);
    await main(page).getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect.poll(() => main(page).getByText(`Si un compte existe pour ${email}`).count()).toBe(1);
    const reset = await waitForMail(email, (m) => m.text.includes('/reset-password?token='));
    await gotoHydrated(page, linkIn(reset, '/reset-password'));
    await main(page).getByLabel('Nouveau mot de passe').fill('Un tout nouveau mot de passe');
    await main(page).getByLabel('Confirmer le mot de passe').fill('Un tout nouveau mot de passe');
    await main(page).getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await page.waitForURL('**/auth?reset=1');
    await fillSignInForm(page, email, 'Un tout nouveau mot de passe');
    await page.waitForURL('**/auth/two-factor**');

    // The reset link served once.
    await gotoHydrated(page, linkIn(reset, '/reset-password'));
    await main(page).getByLabel('Nouveau mot de passe').fill('Encore un autre mot de passe');
    await main(page).getByLabel('Confirmer le mot de passe').fill('Encore un autre mot de passe');
    await main(page).getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect.poll(() => main(page).getByText("Ce lien n'est plus valable").count()).toBe(1);

    expect(unexpected(errors)).toEqual([]);
    await close();
  });
});

describe('sign-in', () => {
  it('works before hydration: field errors in place, then the guarded page it came from', async () => {
    const { customer } = inject('accounts');
    const { page, close } = await openPage(browser, undefined, { javaScriptEnabled: false });
    await page.goto('/profile');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/auth?redirectTo=%2Fprofile');
    await main(page).getByRole('button', { name: 'Se connecter' }).click();
    expect(await main(page).getByText('Indiquez votre adresse e-mail ou votre numéro de téléphone.').count()).toBe(1);
    expect(await main(page).getByText('Indiquez votre mot de passe.').count()).toBe(1);
    await fillSignInForm(page, customer.email, customer.password);
    expect(new URL(page.url()).pathname).toBe('/profile');
    await close();
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const { customer } = inject('accounts');
    const { page, errors, close } = await openPage(browser);
    await gotoHydrated(page, '/auth');
    await fillSignInForm(page, customer.email, 'not the password at all');
    const message = main(page).getByText('Identifiant ou mot de passe incorrect.');
    await expect.poll(() => message.count()).toBe(1);
    await fillSignInForm(page, 'nobody-here@example.com', 'not the password at all');
    await expect.poll(() => message.count()).toBe(1);
    expect(unexpected(errors)).toEqual([]);
    await close();
  });

  it('stops a brute-force run on one account with 429 and a translated message', async () => {
    // An account of its own: the lock also holds on /api/auth, where other tests sign the personas in.
    const expert = { email: `brute-force-${Date.now()}@example.com`, password: 'Un mot de passe bien à moi' };
    const created = await fetch(`${baseUrl()}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl() },
      body: JSON.stringify({ name: 'Cible', ...expert }),
    });
    expect(created.status).toBe(200);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 50; attempt++) {
      const res = await fetch(`${baseUrl()}/auth`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: baseUrl(),
          'x-forwarded-for': `198.51.100.${attempt}`,
        },
        body: new URLSearchParams({ identifier: expert.email, password: `wrong-${attempt}` }),
        redirect: 'manual',
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    const res = await fetch(`${baseUrl()}/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl() },
      body: new URLSearchParams({ identifier: expert.email, password: expert.password }),
      redirect: 'manual',
    });
    expect(res.status).toBe(429);
    expect(await res.text()).toContain('Trop de tentatives');
  });

  it('refuses a form posted from another site', async () => {
    const res = await fetch(`${baseUrl()}/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: new URLSearchParams({ identifier: 'a@b.c', password: 'whatever1' }),
      redirect: 'manual',
    });
    expect(res.status).toBe(403);
  });
});

describe('accessibility of the account pages', () => {
  it('finds none on the profile and security pages of a signed-in user', async () => {
    const { customer } = inject('accounts');
    const { page, close } = await openPage(browser);
    await gotoHydrated(page, '/auth?redirectTo=%2Fprofile');
    await fillSignInForm(page, customer.email, customer.password);
    await page.waitForURL('**/profile');
    expect(await seriousViolations(page)).toEqual([]);
    await gotoHydrated(page, '/security-test');
    expect(await seriousViolations(page)).toEqual([]);
    await close();
  });
});
