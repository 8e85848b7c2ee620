import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const main = (page: Page) => page.locator('main');

/** On a product page: follows « Acheter maintenant » to the checkout and waits until it has hydrated. */
export async function openBuyNow(page: Page) {
  await main(page).getByRole('link', { name: 'Acheter maintenant' }).click();
  await page.waitForURL(/\/checkout\?buy=/);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * On the checkout: accepts the terms, gives the consents the products ask for (immediate delivery of downloads, an
 * early start of subscriptions), orders, pays on the sandbox's page with a card that goes through and waits for the
 * confirmation of the licences. Answers the order's id.
 */
export async function orderAndPay(
  page: Page,
  confirmation = 'Paiement confirmé : vos licences et téléchargements sont prêts.',
) {
  await main(page)
    .getByLabel(/J’ai lu et j’accepte/)
    .check();
  const consents = main(page).getByRole('checkbox', { name: /^Je demande/ });
  for (const consent of await consents.all()) await consent.check();
  await main(page).getByRole('button', { name: 'Commander avec obligation de paiement' }).click();
  await page.waitForURL(/\/pay\/sandbox\//);
  await main(page).getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
  await main(page)
    .getByRole('button', { name: /^Payer/ })
    .click();
  await page.waitForURL(/\/payment-success\?order=/);
  const orderId = new URL(page.url()).searchParams.get('order') ?? '';
  await expect
    .poll(() => main(page).getByText(confirmation, { exact: false }).count(), {
      timeout: 30_000,
    })
    .toBe(1);
  return orderId;
}
