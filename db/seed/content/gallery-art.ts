/**
 * Deterministic "screenshot" artwork for the demo products' galleries (no <text>, no external resources): the
 * product's application window, in its palette, showing one of the screens of its kind of product.
 */
import type { PanelKind } from './art-panels.ts';
import { inkOf } from './cover-art.ts';
import { H, panelWindow, W } from './cover-scenes.ts';
import { createRng, hashString } from './random.ts';
import type { DemoProduct } from './types.ts';

/** The screens a product of each category shows in its gallery, in order (a gallery of k images shows the first k). */
const viewsByCategory: Record<string, readonly PanelKind[]> = {
  saas: ['dashboard', 'chat', 'table', 'kanban'],
  agents: ['flow', 'chat', 'table', 'dashboard'],
  marketing: ['dashboard', 'flow', 'images', 'table'],
  support: ['chat', 'kanban', 'dashboard', 'table'],
  analytics: ['forecast', 'dashboard', 'table', 'flow'],
  rpa: ['flow', 'table', 'dashboard', 'kanban'],
  generative: ['images', 'chat', 'document', 'dashboard'],
  tools: ['document', 'flow', 'table', 'kanban'],
};

export const galleryViewsOf = (categorySlug: string): readonly PanelKind[] =>
  viewsByCategory[categorySlug] ?? viewsByCategory.tools!;

/** What each screen shows, in French like the rest of the demo products' text. */
const viewDescriptions: Record<PanelKind, string> = {
  dashboard: 'tableau de bord avec les indicateurs et un graphique d’activité',
  chat: 'conversation entre un utilisateur et l’assistant',
  table: 'liste des éléments traités avec leur statut',
  flow: 'éditeur du scénario automatisé, étape par étape',
  kanban: 'tableau des demandes en cours, par colonne',
  forecast: 'prévision avec sa marge d’incertitude et la répartition par segment',
  images: 'images générées à partir d’une consigne',
  document: 'éditeur de modèle avec ses blocs de mise en page',
};

/** « Capture d’écran 2 de <titre> : <ce qu’elle montre> » (position counted from 1). */
export const galleryAlt = (title: string, view: PanelKind, position: number) =>
  `Capture d’écran ${position} de ${title} : ${viewDescriptions[view]}`;

export function galleryArtSvg(product: Pick<DemoProduct, 'slug' | 'coverHue'>, view: PanelKind): string {
  // One highlight colour for all the screenshots of a product; their content drawn each from its own sequence.
  const ink = inkOf(product.coverHue, createRng(hashString(`${product.slug}|gallery`)));
  const rng = createRng(hashString(`${product.slug}|${view}`));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs><linearGradient id="b" x2="1" y2="1"><stop offset="0" stop-color="${ink.from}"/><stop offset="1" stop-color="${ink.to}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#b)"/>` +
    panelWindow(view, { x: 48, y: 40, w: W - 96, h: H - 80 }, ink, rng, true) +
    '</svg>'
  );
}
