/**
 * Deterministic "screenshot" artwork for the demo products' galleries (no <text>, no external resources):
 * an application window in the product's palette showing a dashboard, a conversation or a table.
 */
import { COVER_PALETTE } from './cover-art.ts';
import { createRng, hashString } from './random.ts';
import type { DemoProduct } from './types.ts';

export type GalleryView = 'dashboard' | 'chat' | 'table';
export const galleryViews: readonly GalleryView[] = ['dashboard', 'chat', 'table'];

/** The French alt text of each view (what the image shows). */
export const galleryAlt: Record<GalleryView, (title: string) => string> = {
  dashboard: (title) => `${title} : tableau de bord avec les indicateurs et un graphique d'activité`,
  chat: (title) => `${title} : conversation entre un utilisateur et l'assistant`,
  table: (title) => `${title} : liste des éléments traités avec leur statut`,
};

export function galleryArtSvg(product: Pick<DemoProduct, 'slug' | 'coverHue'>, view: GalleryView): string {
  const W = 1200;
  const H = 750;
  const rng = createRng(hashString(`${product.slug}|${view}`));
  const hue = ((Math.trunc(product.coverHue) % 12) + 12) % 12;
  const [from, to, accent] = COVER_PALETTE[hue] ?? COVER_PALETTE[0]!;
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    `<defs><linearGradient id="b" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#b)"/>`,
    // Window, title bar, sidebar.
    '<rect x="60" y="50" width="1080" height="650" rx="18" fill="#f8fafc"/>',
    `<path d="M60 68Q60 50 78 50H1122Q1140 50 1140 68V100H60Z" fill="${from}"/>`,
    '<g fill="#fff" fill-opacity=".8"><circle cx="92" cy="75" r="8"/><circle cx="118" cy="75" r="8"/><circle cx="144" cy="75" r="8"/></g>',
    '<rect x="60" y="100" width="220" height="600" fill="#e2e8f0"/>',
  ];
  for (let i = 0; i < 6; i++) {
    out.push(
      `<rect x="84" y="${130 + i * 52}" width="${120 + rng.int(0, 50)}" height="18" rx="9" fill="${i === 0 ? to : '#94a3b8'}"/>`,
    );
  }
  if (view === 'dashboard') {
    for (let i = 0; i < 3; i++) {
      out.push(`<rect x="${310 + i * 270}" y="130" width="240" height="110" rx="14" fill="#fff" stroke="#e2e8f0"/>`);
      out.push(`<rect x="${334 + i * 270}" y="156" width="110" height="14" rx="7" fill="#94a3b8"/>`);
      out.push(`<rect x="${334 + i * 270}" y="188" width="${90 + rng.int(0, 80)}" height="28" rx="8" fill="${to}"/>`);
    }
    out.push('<rect x="310" y="270" width="780" height="400" rx="14" fill="#fff" stroke="#e2e8f0"/>');
    for (let i = 0; i < 12; i++) {
      const h = 60 + rng.int(0, 260);
      out.push(
        `<rect x="${350 + i * 60}" y="${640 - h}" width="34" height="${h}" rx="6" fill="${i % 3 ? accent : to}"/>`,
      );
    }
  } else if (view === 'chat') {
    let y = 130;
    for (let i = 0; i < 5; i++) {
      const mine = i % 2 === 0;
      const w = 260 + rng.int(0, 260);
      const h = 56 + rng.int(0, 2) * 26;
      out.push(
        `<rect x="${mine ? 1110 - w : 310}" y="${y}" width="${w}" height="${h}" rx="20" fill="${mine ? to : '#e2e8f0'}"/>`,
      );
      y += h + 24;
    }
    out.push(`<rect x="310" y="630" width="800" height="48" rx="24" fill="#fff" stroke="${accent}" stroke-width="3"/>`);
  } else {
    out.push('<rect x="310" y="130" width="800" height="540" rx="14" fill="#fff" stroke="#e2e8f0"/>');
    out.push(`<rect x="310" y="130" width="800" height="50" rx="14" fill="${accent}"/>`);
    for (let i = 0; i < 8; i++) {
      const y = 200 + i * 58;
      out.push(`<rect x="340" y="${y}" width="${180 + rng.int(0, 120)}" height="16" rx="8" fill="#94a3b8"/>`);
      out.push(`<rect x="680" y="${y}" width="${100 + rng.int(0, 80)}" height="16" rx="8" fill="#cbd5e1"/>`);
      out.push(`<rect x="960" y="${y - 4}" width="110" height="24" rx="12" fill="${i % 3 ? to : from}"/>`);
    }
  }
  out.push('</svg>');
  return out.join('');
}
