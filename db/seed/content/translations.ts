/** Sellers' own translations of a few demo products (shown with the "Traduire" toggle to readers of that language). */
import type { Locale } from './types.ts';

export interface DemoTranslation {
  productSlug: string;
  locale: Exclude<Locale, 'fr'>;
  title: string;
  summary: string;
  /** Markdown. */
  description: string;
}

export const demoTranslations: DemoTranslation[] = [
  {
    productSlug: 'generateur-de-devis-ia-pour-artisans',
    locale: 'en',
    title: 'AI quote generator for tradespeople',
    summary: 'Turns a voice note or a customer e-mail into a priced, formatted quote ready to send.',
    description:
      '## What this product does\n\nTurns a voice note or a customer e-mail into a priced, formatted quote ready to send. ' +
      'It is a complete web application, delivered with its administration interface, user accounts and billing.\n\n' +
      '## Deployment\n\nAllow about 24 hours to go live. Every step is described in the documentation (in French).',
  },
  {
    productSlug: 'generateur-de-devis-ia-pour-artisans',
    locale: 'es',
    title: 'Generador de presupuestos con IA para artesanos',
    summary:
      'Convierte una nota de voz o un correo de un cliente en un presupuesto valorado, maquetado y listo para enviar.',
    description:
      '## Qué hace este producto\n\nConvierte una nota de voz o un correo de un cliente en un presupuesto valorado, ' +
      'maquetado y listo para enviar. Es una aplicación web completa, con su interfaz de administración, cuentas de ' +
      'usuario y facturación.\n\n## Despliegue\n\nCuente unas 24 horas de puesta en marcha. Cada paso se detalla en la ' +
      'documentación (en francés).',
  },
  {
    productSlug: 'generateur-de-devis-ia-pour-artisans',
    locale: 'de',
    title: 'KI-Angebotsgenerator für Handwerker',
    summary:
      'Macht aus einer Sprachnachricht oder einer Kunden-E-Mail ein kalkuliertes, gestaltetes und versandfertiges Angebot.',
    description:
      '## Was dieses Produkt leistet\n\nMacht aus einer Sprachnachricht oder einer Kunden-E-Mail ein kalkuliertes, ' +
      'gestaltetes und versandfertiges Angebot. Eine vollständige Webanwendung mit Verwaltungsoberfläche, ' +
      'Benutzerkonten und Abrechnung.\n\n## Bereitstellung\n\nRechnen Sie mit etwa 24 Stunden bis zur ' +
      'Inbetriebnahme. Jeder Schritt ist in der (französischen) Dokumentation beschrieben.',
  },
  {
    productSlug: 'plateforme-de-comptes-rendus-de-reunion',
    locale: 'en',
    title: 'Meeting minutes platform',
    summary: 'Transcribes your Zoom, Teams or Meet meetings and produces minutes, decisions and follow-up tasks.',
    description:
      '## What this product does\n\nTranscribes your Zoom, Teams or Meet meetings and produces minutes, decisions ' +
      'and follow-up tasks, shared with every participant after the meeting.',
  },
];
