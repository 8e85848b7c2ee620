import { describe, expect, it } from 'vitest';
import SubscriptionsPage from '../../app/routes/dashboard/subscriptions.tsx';
import type { SubscriptionSummary } from '../../core/subscriptions/list-subscriptions.ts';
import type { Locale } from '../../i18n/config.ts';
import { renderPage } from '../support/render-page.tsx';

type LoaderData = Parameters<typeof SubscriptionsPage>[0]['loaderData'];
function render(data: Partial<LoaderData>, locale?: Locale) {
  const loaderData = {
    subscriptions: [],
    confirming: null,
    canceled: null,
    meta: { title: '', noindex: true },
    ...data,
  };
  // React marks the seams between adjacent texts with empty comments; they are not what a reader sees.
  return renderPage('/dashboard/subscriptions', SubscriptionsPage, { loaderData }, locale).replaceAll('<!-- -->', '');
}

const active: SubscriptionSummary = {
  id: '0b8c7c5e-0d1a-4d55-9a52-1f1d2f3a4b5c',
  product: { title: 'Veille IA mensuelle', slug: 'veille-ia' },
  billing: 'monthly',
  priceCents: 2_900,
  seats: 1,
  status: 'active',
  renewsAt: '2026-12-22T10:00:00.000Z',
  accessUntil: '2026-12-22T10:00:00.000Z',
  graceUntil: null,
  canceledAt: null,
  billedWith: ['Agent SDR'],
  history: [
    {
      orderNumber: 'DPL-2026-B',
      paidAt: '2026-11-22T10:00:00.000Z',
      totalCents: 2_900,
      invoiceReference: 'FAC-2026-000002',
    },
    { orderNumber: 'DPL-2026-A', paidAt: '2026-10-22T10:00:00.000Z', totalCents: 2_900, invoiceReference: null },
  ],
};
const pastDue: SubscriptionSummary = {
  ...active,
  id: '1b8c7c5e-0d1a-4d55-9a52-1f1d2f3a4b5c',
  status: 'past_due',
  renewsAt: null,
  accessUntil: '2026-11-29T10:00:00.000Z',
  graceUntil: '2026-11-29T10:00:00.000Z',
  billedWith: [],
};
const ending: SubscriptionSummary = {
  ...active,
  id: '2b8c7c5e-0d1a-4d55-9a52-1f1d2f3a4b5c',
  renewsAt: null,
  canceledAt: '2026-11-23T10:00:00.000Z',
  billedWith: [],
};

describe('the subscriptions page', () => {
  it('shows a subscription: billing, price, next renewal, its payments with invoice links, and a labelled Résilier', () => {
    const html = render({ subscriptions: [active] });
    expect(html).toContain('Veille IA mensuelle');
    expect(html).toContain('Mensuel · 29,00');
    expect(html).toContain('Prochain renouvellement le 22 décembre 2026');
    expect(html).toContain('href="/dashboard/invoices/FAC-2026-000002/pdf"');
    expect(html).toContain('aria-label="Télécharger la facture FAC-2026-000002 (PDF)"');
    expect(html).toContain('En préparation');
    // The first click is a link, so that it works before the page is hydrated.
    expect(html).toMatch(
      /<a[^>]*aria-label="Résilier l’abonnement « Veille IA mensuelle »"[^>]*href="\/dashboard\/subscriptions\?cancel=0b8c7c5e[^"]*"|<a[^>]*href="\/dashboard\/subscriptions\?cancel=0b8c7c5e[^"]*"[^>]*aria-label="Résilier l’abonnement/,
    );
    expect(html).not.toContain('Confirmer la résiliation');
  });

  it('opens the confirmation step stating the end date, with a form that posts the cancellation', () => {
    const html = render({ subscriptions: [active], confirming: active.id });
    expect(html).toContain('Résilier « Veille IA mensuelle » ?');
    expect(html).toContain('Vous gardez l’accès jusqu’au 22 décembre 2026.');
    expect(html).toContain('Cet abonnement a été souscrit avec : Agent SDR.');
    expect(html).toMatch(/<form[^>]*method="post"[^>]*><input type="hidden" name="subscriptionId" value="0b8c7c5e/);
    expect(html).toContain('Confirmer la résiliation');
    expect(html).toContain('Garder mon abonnement');
  });

  it('tells a grace period, a cancellation in progress and a cancellation just made', () => {
    const html = render({ subscriptions: [pastDue, ending], canceled: ending });
    expect(html).toContain('Paiement en échec');
    expect(html).toContain('Votre accès reste ouvert jusqu’au 29 novembre 2026');
    expect(html).toContain('Résilié, accès en cours');
    expect(html).toContain('Accès jusqu’au 22 décembre 2026');
    expect(html).toContain(
      'Votre abonnement « Veille IA mensuelle » est résilié. Vous gardez l’accès jusqu’au 22 décembre 2026.',
    );
    // A cancelled subscription offers no second cancellation.
    expect(html.match(/\?cancel=/g)).toHaveLength(1);
  });

  it('shows an empty state, and renders in every language without a missing key', () => {
    expect(render({})).toContain('Aucun abonnement');
    for (const locale of ['fr', 'en', 'es', 'de'] as const) {
      const html = render(
        { subscriptions: [active, pastDue, ending], confirming: active.id, canceled: ending },
        locale,
      );
      expect(html, locale).not.toMatch(/(status|billing|price|history|cancel|errors|empty)\.\w+/);
    }
    expect(render({ subscriptions: [active] }, 'en')).toContain('Renews on December 22, 2026');
  });
});
