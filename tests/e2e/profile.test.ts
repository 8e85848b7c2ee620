import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { totp } from '../support/totp.ts';
import { baseUrl, gotoHydrated, launchBrowser, openPage, unexpectedErrors as unexpected } from './browser.ts';
import { linkIn, waitForMail } from './mailbox.ts';
import { fillSignInForm, signOut } from './sign-in-form.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const main = (page: Page) => page.locator('main');
const section = (page: Page, id: string) => page.locator(`section#${id}`);
const reauthenticate = 'Mot de passe actuel (pour confirmer)';

/** A form post to a page, as a browser without JavaScript sends it. */
const postForm = (path: string, fields: Record<string, string>, cookie = '') =>
  fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl(), cookie },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });

/**
 * A new account of its own for each test (their changes would disturb the shared personas): signed up through
 * the /signup form, then signed in, in `page`, by the e-mailed verification link.
 */
async function newVerifiedAccount(page: Page, name = 'Alex Profil') {
  const email = `profile-${randomBytes(5).toString('hex')}@example.com`;
  const password = `Phrase de passe ${randomBytes(4).toString('hex')}`;
  expect((await postForm('/signup', { name, email, password, terms: 'on' })).status).toBe(200);
  const mail = await waitForMail(email, (m) => m.text.includes('/verify-email?token='));
  await page.goto(linkIn(mail, '/verify-email'));
  await expect.poll(() => main(page).getByText('Votre adresse e-mail est vérifiée').count()).toBe(1);
  return { email, password };
}

async function signIn(page: Page, identifier: string, password: string) {
  await gotoHydrated(page, '/auth');
  await fillSignInForm(page, identifier, password);
}
const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

describe('a tampered session cookie', () => {
  it('sends GET /profile to /auth, never a 500', async () => {
    const { customer } = inject('accounts');
    const res = await postForm('/auth', { identifier: customer.email, password: customer.password });
    expect(res.status).toBe(302);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0] ?? '')
      .find((c) => c.startsWith('deploia.session_token='));
    expect(cookie).toBeDefined();
    const get = (c: string) => fetch(`${baseUrl()}/profile`, { headers: { cookie: c }, redirect: 'manual' });
    expect((await get(cookie!)).status).toBe(200);

    const value = cookie!.slice('deploia.session_token='.length);
    const flipped = value.at(-5) === 'A' ? 'B' : 'A';
    const tampered = [
      `deploia.session_token=${value.slice(0, -5)}${flipped}${value.slice(-4)}`,
      `deploia.session_token=${value.split('.')[0]}.${'x'.repeat(20)}`,
      'deploia.session_token=%E0%A4%A',
      'deploia.session_token=',
    ];
    for (const c of tampered) {
      const answer = await get(c);
      expect(answer.status, c).toBe(302);
      expect(answer.headers.get('location'), c).toBe('/auth?redirectTo=%2Fprofile');
    }
  });
});

describe('the profile page', () => {
  it('changes the display name and the preferred language, and the interface follows', async () => {
    const { page, errors, close } = await openPage(browser);
    await newVerifiedAccount(page);
    await gotoHydrated(page, '/profile');
    const identity = section(page, 'identity');
    await identity.getByLabel('Nom affiché').fill('Alex Renommé');
    await identity.getByLabel('Langue préférée').selectOption('en');
    await identity.getByRole('button', { name: 'Enregistrer' }).click();
    // A new document in the new language, without reloading by hand.
    await page.waitForURL('**/profile?saved=profile#identity');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await main(page).getByText('Profile saved.').count()).toBe(1);
    expect(await main(page).getByRole('heading', { level: 1, name: 'My profile' }).count()).toBe(1);
    expect(await section(page, 'identity').getByLabel('Display name').inputValue()).toBe('Alex Renommé');
    expect(await page.getByRole('button', { name: /Alex Renommé/ }).count()).toBeGreaterThan(0);
    expect(unexpected(errors)).toEqual([]);
    await close();
  });

  it('changes the password: other sessions are closed, the old password is refused', async () => {
    const first = await openPage(browser);
    const { email, password } = await newVerifiedAccount(first.page);
    const second = await openPage(browser);
    await signIn(second.page, email, password);
    await second.page.waitForURL('**/dashboard');

    await gotoHydrated(first.page, '/profile#password');
    const form = section(first.page, 'password');
    await form.getByLabel('Mot de passe actuel', { exact: true }).fill(password);
    await form.getByLabel('Nouveau mot de passe').fill('Un mot de passe tout neuf');
    await form.getByLabel('Confirmer le mot de passe').fill('Un mot de passe tout neuf');
    await form.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await first.page.waitForURL('**/profile?saved=password');
    await expect
      .poll(() => main(first.page).getByText('Mot de passe modifié. Vos autres appareils ont été déconnectés.').count())
      .toBe(1);

    // The other device is signed out; this one stays signed in.
    await second.page.goto('/profile');
    expect(pathOf(second.page)).toBe('/auth?redirectTo=%2Fprofile');
    await gotoHydrated(first.page, '/profile');
    expect(pathOf(first.page)).toBe('/profile');

    await signIn(second.page, email, password);
    await expect.poll(() => main(second.page).getByText('Identifiant ou mot de passe incorrect.').count()).toBe(1);
    await signIn(second.page, email, 'Un mot de passe tout neuf');
    await second.page.waitForURL('**/dashboard');
    expect(unexpected([...first.errors, ...second.errors])).toEqual([]);
    await first.close();
    await second.close();
  });

  it('changes the e-mail address: password first, approved from the old address, then the new one verified', async () => {
    const { page, errors, close } = await openPage(browser);
    const { email, password } = await newVerifiedAccount(page);
    const newEmail = `new-${email}`;
    await gotoHydrated(page, '/profile#email');
    const form = section(page, 'email');
    await form.getByLabel('Nouvelle adresse e-mail').fill(newEmail);
    await form.getByLabel(reauthenticate).fill('pas le bon mot de passe');
    await form.getByRole('button', { name: "Changer d'adresse" }).click();
    await expect.poll(() => form.getByText('Mot de passe incorrect', { exact: false }).count()).toBeGreaterThan(0);

    await form.getByLabel(reauthenticate).fill(password);
    await form.getByRole('button', { name: "Changer d'adresse" }).click();
    await expect.poll(() => form.getByText(`le changement vers ${newEmail}`, { exact: false }).count()).toBe(1);

    const approval = await waitForMail(
      email,
      (m) => m.text.includes('/verify-email?token=') && m.text.includes(newEmail),
    );
    await gotoHydrated(page, linkIn(approval, '/verify-email'));
    await expect.poll(() => main(page).getByText('Changement approuvé.', { exact: false }).count()).toBe(1);
    // Until the new address is verified, the account keeps the old one.
    await gotoHydrated(page, '/profile#email');
    expect(await section(page, 'email').getByText(email, { exact: true }).count()).toBe(1);

    const verification = await waitForMail(newEmail, (m) => m.text.includes('/verify-email?token='));
    await gotoHydrated(page, linkIn(verification, '/verify-email'));
    await expect
      .poll(() => main(page).getByText('Votre nouvelle adresse e-mail est enregistrée et vérifiée.').count())
      .toBe(1);
    await gotoHydrated(page, '/profile#email');
    expect(await section(page, 'email').getByText(newEmail, { exact: true }).count()).toBe(1);
    expect(await section(page, 'email').getByText('vérifiée', { exact: true }).count()).toBe(1);

    // Opened again, the link changes nothing and says the address is verified.
    await gotoHydrated(page, linkIn(verification, '/verify-email'));
    await expect
      .poll(() => main(page).getByText('Votre adresse e-mail est déjà vérifiée', { exact: false }).count())
      .toBe(1);
    await signOut(page);
    await signIn(page, newEmail, password);
    await page.waitForURL('**/dashboard');
    expect(unexpected(errors)).toEqual([]);
    await close();
  });

  it('adds a phone number only after the password, before hydration too', async () => {
    const { page, errors, close } = await openPage(browser, undefined, { javaScriptEnabled: false });
    const { password } = await newVerifiedAccount(page);
    const phoneNumber = `+3361${String(randomBytes(4).readUInt32BE() % 10_000_000).padStart(7, '0')}`;
    await page.goto('/profile#phone');
    const form = section(page, 'phone');
    const send = async (withPassword: string) => {
      await form.getByLabel('Numéro de téléphone').fill(phoneNumber);
      await form.getByLabel(reauthenticate).fill(withPassword);
      await form.getByRole('button', { name: 'Recevoir un code par SMS' }).click();
    };
    await send('pas le bon mot de passe');
    await expect.poll(() => form.getByText('Mot de passe incorrect', { exact: false }).count()).toBeGreaterThan(0);
    expect(await form.getByText('Un code à 6 chiffres a été envoyé', { exact: false }).count()).toBe(0);

    await send(password);
    await expect
      .poll(() => form.getByText(`Un code à 6 chiffres a été envoyé par SMS au ${phoneNumber}.`).count())
      .toBe(1);
    expect(await form.getByLabel('Code reçu par SMS').count()).toBe(1);
    expect(unexpected(errors)).toEqual([]);
    await close();
  });

  it('regenerates the backup codes (the old ones stop working), removes two-factor with the password, by e-mail notice, and offers to sign the other devices out', async () => {
    const { page, errors, close } = await openPage(browser);
    const { email, password } = await newVerifiedAccount(page);
    await gotoHydrated(page, '/profile#two-factor');
    const twoFactor = section(page, 'two-factor');
    await twoFactor.getByLabel(reauthenticate).fill(password);
    await twoFactor.getByRole('button', { name: 'Activer la double authentification' }).click();
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    await twoFactor.getByLabel('Code à 6 chiffres').fill(totp(secret));
    await twoFactor.getByRole('button', { name: 'Confirmer et activer' }).click();
    await page.getByTestId('backup-codes').waitFor();
    const oldCodes = await page.getByTestId('backup-codes').locator('li').allTextContents();
    const offer =
      'Vos moyens de connexion ont changé. Déconnectez les autres appareils si vous ne les reconnaissez pas tous.';
    expect(await twoFactor.getByText(offer).count()).toBe(1);

    await gotoHydrated(page, '/profile#two-factor');
    await twoFactor.getByRole('button', { name: 'Générer de nouveaux codes de secours' }).click();
    // The shared schema asks for the password before anything is sent.
    await expect.poll(() => twoFactor.getByText('Indiquez votre mot de passe.').count()).toBeGreaterThan(0);
    await twoFactor
      .locator('form', { has: page.getByRole('button', { name: 'Générer de nouveaux codes de secours' }) })
      .getByLabel(reauthenticate)
      .fill(password);
    await twoFactor.getByRole('button', { name: 'Générer de nouveaux codes de secours' }).click();
    await page.getByTestId('backup-codes').waitFor();
    const newCodes = await page.getByTestId('backup-codes').locator('li').allTextContents();
    expect(newCodes).toHaveLength(10);
    expect(newCodes.filter((c) => oldCodes.includes(c))).toEqual([]);

    const signInWithBackupCode = async (code: string) => {
      await signOut(page);
      await signIn(page, email, password);
      await page.waitForURL('**/auth/two-factor**');
      await main(page).getByRole('link', { name: 'Utiliser un code de secours' }).click();
      await main(page).getByLabel('Code de secours').fill(code);
      await main(page).getByRole('button', { name: 'Vérifier' }).click();
    };
    await signInWithBackupCode(oldCodes[0] ?? '');
    await expect
      .poll(() => main(page).getByText("Ce code de secours n'est pas valide ou a déjà servi.").count())
      .toBe(1);
    await main(page)
      .getByLabel('Code de secours')
      .fill(newCodes[0] ?? '');
    await main(page).getByRole('button', { name: 'Vérifier' }).click();
    await page.waitForURL('**/dashboard');

    await gotoHydrated(page, '/profile#two-factor');
    const disable = twoFactor.locator('form', {
      has: page.getByRole('button', { name: 'Désactiver la double authentification' }),
    });
    await disable.getByLabel(reauthenticate).fill('pas le bon mot de passe');
    await disable.getByRole('button', { name: 'Désactiver la double authentification' }).click();
    await expect.poll(() => disable.getByText('Mot de passe incorrect', { exact: false }).count()).toBeGreaterThan(0);
    expect(await twoFactor.getByText('Activée.', { exact: true }).count()).toBe(1);
    await disable.getByLabel(reauthenticate).fill(password);
    await disable.getByRole('button', { name: 'Désactiver la double authentification' }).click();
    await page.waitForURL('**/profile?saved=2fa-disabled#two-factor');
    await expect.poll(() => main(page).getByText('La double authentification est désactivée.').count()).toBe(1);
    expect(await twoFactor.getByText('Désactivée.', { exact: true }).count()).toBe(1);
    await waitForMail(email, (m) => m.subject.startsWith('Double authentification désactivée'));

    // Another device signed in before the change: the offer signs it out and keeps this one.
    const elsewhere = await fetch(`${baseUrl()}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl() },
      body: JSON.stringify({ email, password }),
    });
    const otherCookie = elsewhere.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const me = () => fetch(`${baseUrl()}/api/v1/me`, { headers: { cookie: otherCookie } }).then((r) => r.status);
    expect(await me()).toBe(200);
    expect(await main(page).getByText(offer).count()).toBe(1);
    await main(page).getByRole('button', { name: 'Déconnecter les autres appareils' }).click();
    await page.waitForURL('**/security-test?ended=others');
    await expect.poll(() => main(page).getByText('Vos autres appareils ont été déconnectés.').count()).toBe(1);
    expect(await me()).toBe(401);

    // Password only from now on.
    await signOut(page);
    await signIn(page, email, password);
    await page.waitForURL('**/dashboard');
    expect(unexpected(errors)).toEqual([]);
    await close();
  });

  it('exports the user’s data as a JSON attachment', async () => {
    const { page, close } = await openPage(browser);
    const { email } = await newVerifiedAccount(page, 'Exportée Complète');
    const res = await page.request.get('/profile/export', { maxRedirects: 0 });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^application\/json/);
    expect(res.headers()['content-disposition']).toMatch(
      /^attachment; filename="deploia-mes-donnees-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers()['cache-control']).toBe('private, no-store');
    const data = (await res.json()) as { account: { email: string }; profile?: unknown };
    expect(data.account.email).toBe(email);
    expect(JSON.stringify(data)).toContain('Exportée Complète');
    expect(JSON.stringify(data)).not.toMatch(/"password"\s*:\s*"[^"]/);

    // Without a session: the sign-in page, not someone's data.
    const anonymous = await fetch(`${baseUrl()}/profile/export`, { redirect: 'manual' });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toBe('/auth?redirectTo=%2Fprofile%2Fexport');
    await close();
  });

  it('deletes the account with the password: signed out, and it cannot sign in again', async () => {
    const { page, errors, close } = await openPage(browser);
    const { email, password } = await newVerifiedAccount(page);
    await gotoHydrated(page, '/profile#data');
    const data = section(page, 'data');
    await data.getByLabel(reauthenticate).fill('pas le bon mot de passe');
    await data.getByRole('checkbox').check();
    await data.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();
    await expect.poll(() => data.getByText('Mot de passe incorrect', { exact: false }).count()).toBeGreaterThan(0);
    expect(pathOf(page)).toMatch(/^\/profile/);

    await data.getByLabel(reauthenticate).fill(password);
    await data.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();
    await page.waitForURL(`${baseUrl()}/account-deleted`);
    await page.getByRole('heading', { name: 'Votre compte a été supprimé' }).waitFor();
    // The URL can change a moment before the signed-out chrome is rendered.
    await page.getByRole('link', { name: 'Se connecter' }).first().waitFor();
    expect(await page.getByRole('button', { name: /^Menu de / }).count()).toBe(0);
    await page.goto('/profile');
    expect(pathOf(page)).toBe('/auth?redirectTo=%2Fprofile');

    await signIn(page, email, password);
    await expect.poll(() => main(page).getByText('Identifiant ou mot de passe incorrect.').count()).toBe(1);
    expect(unexpected(errors)).toEqual([]);
    await close();
  });
});
