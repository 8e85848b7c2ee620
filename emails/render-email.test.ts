import { describe, expect, it } from 'vitest';
import { demoOperator } from '../core/legal/operator.ts';
import { type Locale, locales } from '../i18n/config.ts';
import german from '../i18n/locales/de/emails.json' with { type: 'json' };
import english from '../i18n/locales/en/emails.json' with { type: 'json' };
import spanish from '../i18n/locales/es/emails.json' with { type: 'json' };
import french from '../i18n/locales/fr/emails.json' with { type: 'json' };
import { renderEmail } from './render-email.ts';
import type { EmailTemplateName, EmailTemplates } from './template-props.ts';

const url = 'https://deploia.test/account/action?token=abc_123';

/** Props for every template, and what the reader must find in both parts (its link, or its code). */
const samples: { [N in EmailTemplateName]: { props: EmailTemplates[N]; mustContain: string[] } } = {
  'verify-email': { props: { name: 'Camille', actionUrl: url, expiresInMinutes: 60 }, mustContain: [url, 'Camille'] },
  'reset-password': { props: { name: 'Camille', actionUrl: url, expiresInMinutes: 30 }, mustContain: [url] },
  'change-email': {
    props: { name: 'Camille', actionUrl: url, expiresInMinutes: 1440, newEmail: 'nouvelle@example.com' },
    mustContain: [url, 'nouvelle@example.com'],
  },
  'sign-in-code': { props: { name: null, code: '482913', expiresInMinutes: 10 }, mustContain: ['482913'] },
  'new-sign-in': {
    props: {
      name: 'Camille',
      actionUrl: url,
      device: 'Firefox / Windows',
      signedInAt: '2026-11-22T09:05:00Z',
      location: 'Lyon, France',
    },
    mustContain: [url, 'Firefox / Windows', 'Lyon, France', '2026'],
  },
  'sign-up-attempt': {
    props: { name: 'Camille', actionUrl: url, resetUrl: 'https://deploia.test/reset-password', libraryUrl: null },
    mustContain: [url, 'https://deploia.test/reset-password', 'Camille'],
  },
  'two-factor-enabled': { props: { name: 'Camille', actionUrl: url }, mustContain: [url] },
  'two-factor-disabled': { props: { name: null, actionUrl: url }, mustContain: [url] },
  'contact-message': {
    props: {
      name: 'Eve',
      email: 'eve@example.com',
      subject: 'order',
      message: 'Où est ma facture ?\nMerci.',
      receivedAt: '2026-11-22T09:05:00Z',
      ip: '203.0.113.7',
    },
    mustContain: ['eve@example.com', 'Où est ma facture ?', '203.0.113.7'],
  },
  'newsletter-confirm': { props: { actionUrl: url }, mustContain: [url] },
  'library-link': { props: { name: 'Camille', actionUrl: url, expiresInMinutes: 7 * 24 * 60 }, mustContain: [url] },
  'newsletter-welcome': {
    props: { marketUrl: 'https://deploia.test/market', unsubscribeUrl: `${url}&unsubscribe=1` },
    mustContain: ['https://deploia.test/market', `${url}&unsubscribe=1`],
  },
  'notice-receipt': {
    props: {
      reference: 'SIG-1A2B3C4D',
      targetType: 'product',
      targetLabel: 'Agent SDR',
      targetUrl: 'https://deploia.test/product/agent-sdr',
      reason: 'scam',
      receivedAt: '2026-11-22T09:05:00Z',
    },
    mustContain: ['SIG-1A2B3C4D', 'Agent SDR', 'https://deploia.test/product/agent-sdr'],
  },
  'notice-decision': {
    props: {
      reference: 'SIG-1A2B3C4D',
      targetLabel: 'Agent SDR',
      decision: 'removed',
      statement: 'Le produit reprend le code d’un autre créateur sans licence.',
      decidedAt: '2026-11-23T09:05:00Z',
    },
    mustContain: ['SIG-1A2B3C4D', 'Agent SDR', 'Le produit reprend le code d’un autre créateur sans licence.'],
  },
  'order-confirmation': {
    props: {
      name: 'Camille',
      orderNumber: 'CMD-2026-000042',
      paidAt: '2026-11-22T09:05:00Z',
      lines: [
        { title: 'Agent SDR', quantity: 2, totalCents: 9800 },
        { title: 'Chatbot support', quantity: 1, totalCents: 2900 },
      ],
      taxCents: 2117,
      totalCents: 12700,
      reverseCharge: false,
      invoiceReference: 'FAC-2026-000042',
      purchasesUrl: 'https://deploia.test/dashboard/purchases',
      invoiceUrl: 'https://deploia.test/dashboard/invoices',
      licences: [{ title: 'Agent SDR', key: 'DPL-AAAA-BBBB-CCCC' }],
      guest: { linkDays: 7, newLinkUrl: 'https://deploia.test/library' },
      consents: {
        termsAcceptedAt: '2026-11-22T09:04:00Z',
        withdrawalWaivedAt: '2026-11-22T09:04:00Z',
        serviceStartRequestedAt: null,
      },
    },
    mustContain: [
      'https://deploia.test/dashboard/purchases',
      'https://deploia.test/dashboard/invoices',
      'CMD-2026-000042',
      'FAC-2026-000042',
      'DPL-AAAA-BBBB-CCCC',
      'https://deploia.test/library',
      'Agent SDR',
      'Chatbot support',
    ],
  },
  'new-sale': {
    props: {
      name: 'Studio Nova',
      orderNumber: 'CMD-2026-000042',
      lines: [{ title: 'Agent SDR', quantity: 2, shareCents: 5717 }],
      shareCents: 5717,
      salesUrl: 'https://deploia.test/dashboard/sales',
    },
    mustContain: ['https://deploia.test/dashboard/sales', 'CMD-2026-000042', 'Agent SDR'],
  },
  'refund-confirmation': {
    props: {
      name: 'Camille',
      orderNumber: 'CMD-2026-000042',
      lines: [{ title: 'Agent SDR', quantity: 2 }],
      amountCents: 9800,
      creditNoteReference: 'AV-2026-000007',
      purchasesUrl: 'https://deploia.test/dashboard/purchases',
    },
    mustContain: ['https://deploia.test/dashboard/purchases', 'CMD-2026-000042', 'AV-2026-000007', 'Agent SDR'],
  },
  'refund-notice': {
    props: {
      name: 'Studio Nova',
      orderNumber: 'CMD-2026-000042',
      lines: [{ title: 'Agent SDR', quantity: 2 }],
      shareCents: 5717,
      cause: 'guarantee',
      reason: 'Le produit ne gère pas mon CRM.',
      salesUrl: 'https://deploia.test/dashboard/sales',
    },
    mustContain: ['https://deploia.test/dashboard/sales', 'CMD-2026-000042', 'Le produit ne gère pas mon CRM.'],
  },
  'gift-received': {
    props: {
      name: null,
      fromName: 'Camille',
      title: 'Agent SDR',
      seats: 2,
      message: 'Joyeux anniversaire !',
      claimUrl: 'https://deploia.test/gift/abc_123',
    },
    mustContain: ['https://deploia.test/gift/abc_123', 'Camille', 'Agent SDR', 'Joyeux anniversaire !'],
  },
  notification: {
    props: {
      name: 'Camille',
      title: 'Nouveau message',
      message: 'Léa vous a écrit à propos de « Agent SDR ».',
      actionUrl: 'https://deploia.test/dashboard/messages/abc',
      preferencesUrl: 'https://deploia.test/dashboard/notifications',
    },
    mustContain: [
      'Nouveau message',
      'Léa vous a écrit',
      'https://deploia.test/dashboard/messages/abc',
      'https://deploia.test/dashboard/notifications',
    ],
  },
  'creator-post': {
    props: {
      name: 'Camille',
      sellerName: 'Studio Lumière',
      title: 'Version 2 en approche',
      excerpt: 'Voici ce qui arrive le mois prochain.',
      postUrl: 'https://deploia.test/posts/abc',
      unsubscribeUrl: 'https://deploia.test/posts/unsubscribe/xyz',
      preferencesUrl: 'https://deploia.test/dashboard/notifications',
    },
    mustContain: [
      'Version 2 en approche',
      'Studio Lumière',
      'Voici ce qui arrive le mois prochain.',
      'https://deploia.test/posts/abc',
      'https://deploia.test/posts/unsubscribe/xyz',
    ],
  },
};
const names = Object.keys(samples) as EmailTemplateName[];

const render = <N extends EmailTemplateName>(name: N, locale: Locale) =>
  renderEmail(name, samples[name].props, locale, demoOperator);

/** Every text of a locale file by key path ("verifyEmail.subject"). */
function texts(value: unknown, prefix = ''): [string, string][] {
  if (typeof value !== 'object' || value === null) return [[prefix, String(value)]];
  return Object.entries(value).flatMap(([key, child]) => texts(child, prefix ? `${prefix}.${key}` : key));
}
const source = texts(french);
/** A key path in the output means the key is missing everywhere. */
const keys = source.map(([key]) => key);
/**
 * French sentences that a translation must have replaced: finding one in another language means that language
 * lacks the key and i18next fell back to French. Only long fragments count, so shared words do not.
 */
const frenchLeftovers = (locale: Locale) => {
  const translated = new Map(texts({ fr: french, en: english, es: spanish, de: german }[locale]));
  return source
    .filter(([key, text]) => translated.get(key) !== text)
    .flatMap(([, text]) => text.split(/\{\{[^}]*\}\}/))
    .filter((fragment) => fragment.trim().length >= 12);
};

const htmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');

describe.each(locales)('renderEmail in %s', (locale) => {
  it.each(names)('renders %s with every text translated and its link or code', async (name) => {
    const { subject, html, text } = await render(name, locale);

    for (const part of [subject, html, text]) {
      expect(part).not.toMatch(/\{\{|\}\}/);
      for (const key of keys) expect(part, key).not.toContain(key);
    }
    if (locale !== 'fr') {
      for (const fragment of frenchLeftovers(locale)) {
        expect(`${subject}\n${text}`, 'untranslated').not.toContain(fragment);
        expect(html, 'untranslated').not.toContain(htmlEscape(fragment));
      }
    }
    expect(html).toContain(`<html dir="ltr" lang="${locale}">`);
    expect(html).toContain(`<title>${htmlEscape(subject)}</title>`);
    for (const expected of samples[name].mustContain) {
      expect(html).toContain(htmlEscape(expected));
      expect(text).toContain(expected);
    }
    if (samples[name].mustContain[0] === url) expect(html).toContain(`href="${htmlEscape(url)}"`);
    // Issue 17: every footer names the operator that sends it.
    expect(text).toContain(`${demoOperator.name}, ${demoOperator.legalForm}, ${demoOperator.address}`);
    expect(text).toContain(demoOperator.email);
  });
});

describe('the rendered e-mails', () => {
  it('download nothing when opened: no image, stylesheet or other remote resource', async () => {
    for (const name of names) {
      const { html } = await render(name, 'fr');
      expect(html, name).not.toMatch(/<img|<link|\ssrc=|url\(|@import/i);
    }
  });

  it('give a text part that reads as the message, without the hidden preview or markup', async () => {
    const { text } = await render('reset-password', 'fr');
    expect(text).toContain('Bonjour Camille,');
    expect(text).toContain(`Choisir un nouveau mot de passe ${url}`);
    expect(text).toContain('Pour votre sécurité, ce lien expire dans 30 minutes.');
    expect(text).not.toContain('Choisissez un nouveau mot de passe.');
    expect(text).not.toMatch(/<[a-z]/i);
  });

  it('escape what users wrote', async () => {
    const { html } = await renderEmail(
      'contact-message',
      { ...samples['contact-message'].props, name: '<b>Eve</b>', message: '<script>alert(1)</script>' },
      'fr',
      demoOperator,
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Eve</b>');
    expect(html).toContain('&lt;script&gt;');
  });

  it('state the expiry in the largest whole unit of the reader’s language', async () => {
    const { text: day } = await renderEmail(
      'verify-email',
      { name: null, actionUrl: url, expiresInMinutes: 1440 },
      'de',
      demoOperator,
    );
    expect(day).toContain('in 1 Tag ab');
    expect(day).toContain('Hallo,');
    const { text: hour } = await renderEmail(
      'verify-email',
      { name: null, actionUrl: url, expiresInMinutes: 60 },
      'es',
      demoOperator,
    );
    expect(hour).toContain('caduca en 1 hora');
  });

  it('state the amounts of an order in the reader’s language, VAT included, and the reverse charge instead of VAT', async () => {
    const props = samples['order-confirmation'].props;
    const { text: fr } = await renderEmail('order-confirmation', props, 'fr', demoOperator);
    expect(fr).toMatch(/Agent SDR × 2 licences\s+98,00\s€/);
    expect(fr).toMatch(/Dont TVA\s+21,17\s€/);
    expect(fr).toMatch(/Total TTC\s+127,00\s€/);
    expect(fr).toContain('Le 22 novembre 2026 à 10:04 UTC+1, vous avez accepté les conditions générales de vente.');
    expect(fr).toContain('reconnu perdre votre droit de rétractation');
    expect(fr).not.toContain('abonnement');
    const { text: en } = await renderEmail(
      'order-confirmation',
      { ...props, reverseCharge: true, taxCents: 0 },
      'en',
      demoOperator,
    );
    expect(en).toContain('€127.00');
    expect(en).toContain('Reverse charge');
    expect(en).toContain('Chatbot support × 1 seat');
    const { text: subscription } = await renderEmail(
      'order-confirmation',
      {
        ...props,
        consents: { ...props.consents, withdrawalWaivedAt: null, serviceStartRequestedAt: '2026-11-22T09:04:00Z' },
      },
      'fr',
      demoOperator,
    );
    expect(subscription).toContain('vous conservez votre droit de rétractation');
    expect(subscription).not.toContain('perdre votre droit');
  });

  it('name the guided deployment bought with a line, to the buyer with its price and to the creator as work to come', async () => {
    const lines = [{ title: 'Agent SDR', quantity: 2, totalCents: 24_800, deploymentCents: 15_000 }];
    const props = { ...samples['order-confirmation'].props, lines };
    const { text: fr } = await renderEmail('order-confirmation', props, 'fr', demoOperator);
    expect(fr).toMatch(/Agent SDR × 2 licences\s+248,00\s€\s+dont déploiement accompagné\s+150,00\s€/);
    const { text: es } = await renderEmail('order-confirmation', props, 'es', demoOperator);
    expect(es).toMatch(/incl\. despliegue acompañado\s+150,00\s€/);
    const sold = {
      ...samples['new-sale'].props,
      lines: [{ ...samples['new-sale'].props.lines[0]!, deploymentCents: 15_000 }],
    };
    const { text: en } = await renderEmail('new-sale', sold, 'en', demoOperator);
    expect(en).toContain('incl. guided deployment');
    expect(en).toContain('their deployment request will reach you under Deployments');
    // Without the option, no such row.
    const { text: plain } = await renderEmail(
      'order-confirmation',
      samples['order-confirmation'].props,
      'fr',
      demoOperator,
    );
    expect(plain).not.toContain('déploiement accompagné');
  });

  it('tell the seller why a sale was refunded: the buyer’s guarantee, a late deployment, or the team’s decision', async () => {
    const props = samples['refund-notice'].props;
    const { text: guarantee } = await renderEmail('refund-notice', props, 'en', demoOperator);
    expect(guarantee).toContain('30-day');
    expect(guarantee).toContain(props.reason);
    const late = { ...props, cause: 'lateDeployment' as const, reason: 'Déploiement en retard (garantie de délai)' };
    const { text: de } = await renderEmail('refund-notice', late, 'de', demoOperator);
    expect(de).toContain('Fristgarantie');
    expect(de).not.toContain('Déploiement en retard');
    expect(de).not.toContain('30-tägigen');
    const { text: es } = await renderEmail(
      'refund-notice',
      { ...props, cause: 'operator' as const },
      'es',
      demoOperator,
    );
    expect(es).toContain('El equipo de Déploia ha reembolsado a un cliente.');
    expect(es).toContain('Motivo indicado por el equipo:');
    expect(es).toContain(props.reason);
  });

  it('give the seller their share excluding VAT, and take it back on a refund', async () => {
    const { text: sale } = await renderEmail('new-sale', samples['new-sale'].props, 'de', demoOperator);
    expect(sale).toMatch(/Ihr Anteil \(netto\)\s+57,17\s€/);
    const { text: refund } = await renderEmail('refund-notice', samples['refund-notice'].props, 'fr', demoOperator);
    expect(refund).toMatch(/-57,17\s€/);
    const { text: buyer } = await renderEmail(
      'refund-confirmation',
      samples['refund-confirmation'].props,
      'es',
      demoOperator,
    );
    expect(buyer).toMatch(/98,00\s€/);
    expect(buyer).toContain('AV-2026-000007');
  });

  it('leave the place out of a sign-in notice when it is unknown', async () => {
    const { text } = await renderEmail(
      'new-sign-in',
      { ...samples['new-sign-in'].props, location: null },
      'en',
      demoOperator,
    );
    expect(text).toContain('Firefox / Windows');
    expect(text).not.toContain('Approximate location');
  });
});
