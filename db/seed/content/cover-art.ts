/**
 * Deterministic SVG artwork (no <text>, no external resources) that sharp can rasterise: product covers and
 * seller/buyer avatars.
 */
import { circle, type Ink } from './art-kit.ts';
import { coverScenes, H, W } from './cover-scenes.ts';
import { at, createRng, hashString, type Rng } from './random.ts';
import type { DemoProduct } from './types.ts';

/** 12 gradient pairs (+ accent) indexed by `coverHue`. */
export const COVER_PALETTE: readonly (readonly [from: string, to: string, accent: string])[] = [
  ['#3730a3', '#7c3aed', '#c4b5fd'],
  ['#0e7490', '#2563eb', '#a5f3fc'],
  ['#0f766e', '#10b981', '#a7f3d0'],
  ['#166534', '#65a30d', '#d9f99d'],
  ['#b45309', '#f59e0b', '#fde68a'],
  ['#c2410c', '#f43f5e', '#fed7aa'],
  ['#9f1239', '#ec4899', '#fbcfe8'],
  ['#86198f', '#6366f1', '#f5d0fe'],
  ['#1e293b', '#475569', '#67e8f9'],
  ['#075985', '#06b6d4', '#bae6fd'],
  ['#4c1d95', '#db2777', '#fbcfe8'],
  ['#064e3b', '#0891b2', '#99f6e4'],
];

/** Highlight colours: a product's picture takes one that stands out from its palette. */
const POPS = ['#f59e0b', '#f43f5e', '#10b981', '#8b5cf6', '#0ea5e9', '#ec4899', '#f97316'] as const;

const f2 = (n: number): string => String(Math.round(n * 100) / 100);

/** The palette of a piece of art: the product's hue, and a highlight picked by its random sequence. */
export function inkOf(coverHue: number, rng: Rng): Ink {
  const [from, to, accent] = at(COVER_PALETTE, ((Math.trunc(coverHue) % 12) + 12) % 12);
  const pops = POPS.filter((pop) => pop !== to);
  return { from, to, accent, pop: rng.pick(pops) };
}

/** The backdrop: the palette's gradient, a light from one side, and one of four textures. */
function backdrop(ink: Ink, rng: Rng, id: string): string {
  const directions = ['x2="1" y2="1"', 'x1="1" x2="0" y2="1"', 'y1="1" x2="1" y2="0"', 'x2="1" y2=".6"'];
  const out = [
    `<defs><linearGradient id="g${id}" ${rng.pick(directions)}><stop offset="0" stop-color="${ink.from}"/><stop offset="1" stop-color="${ink.to}"/></linearGradient>`,
    `<radialGradient id="r${id}" cx="${f2(0.15 + rng.next() * 0.7)}" cy="${f2(rng.next() * 0.3)}" r=".8"><stop offset="0" stop-color="#fff" stop-opacity=".3"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#g${id})"/><rect width="${W}" height="${H}" fill="url(#r${id})"/>`,
  ];
  const texture = rng.int(0, 3);
  if (texture === 0) {
    const dots: string[] = [];
    for (let y = 30; y < H; y += 48) for (let x = 30; x < W; x += 48) dots.push(`M${x} ${y}h.1`);
    out.push(`<path d="${dots.join('')}" stroke="#fff" stroke-opacity=".16" stroke-width="6" stroke-linecap="round"/>`);
  } else if (texture === 1) {
    const cx = rng.pick([0, W]);
    const cy = rng.pick([0, H]);
    out.push(
      `<g fill="none" stroke="#fff" stroke-opacity=".12" stroke-width="3">${[180, 320, 460, 600].map((r) => `<circle cx="${cx}" cy="${cy}" r="${r}"/>`).join('')}</g>`,
    );
  } else if (texture === 2) {
    const waves = [0, 1, 2].map((k) => {
      const y = 150 + k * 220 + rng.int(-30, 30);
      return `M0 ${y}C300 ${y - 90} 500 ${y + 90} 800 ${y}S1100 ${y - 60} 1200 ${y}`;
    });
    out.push(`<path d="${waves.join('')}" fill="none" stroke="#fff" stroke-opacity=".13" stroke-width="28"/>`);
  } else {
    out.push(
      circle(rng.int(0, W), rng.int(0, H), rng.int(220, 340), ink.accent, ' fill-opacity=".14"'),
      circle(rng.int(0, W), rng.int(0, H), rng.int(160, 260), '#fff', ' fill-opacity=".08"'),
    );
  }
  return out.join('');
}

/**
 * A demo product's cover: an illustration of its kind of product (coverScenes, by category) on its palette's
 * gradient, placed, filled and textured by a random sequence seeded by the slug and title. No text.
 */
export function coverArtSvg(product: Pick<DemoProduct, 'title' | 'categorySlug' | 'coverHue' | 'slug'>): string {
  const seed = hashString(`${product.slug}|${product.title}`);
  const rng = createRng(seed);
  const ink = inkOf(product.coverHue, rng);
  const scene = coverScenes[product.categorySlug] ?? coverScenes.tools!;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    backdrop(ink, rng, seed.toString(36)) +
    scene(ink, rng) +
    '</svg>'
  );
}

/**
 * Square avatar: palette gradient background and a mirrored 5×5 block pattern seeded by
 * the name. No circles, no text.
 */
export function avatarSvg(name: string, size = 256): string {
  const S = Math.round(size);
  const seed = hashString(`avatar|${name}`);
  const rng = createRng(seed);
  const id = seed.toString(36);
  const [from, to, accent] = at(COVER_PALETTE, seed % 12);
  const cell = S / 7;
  // Mirrored 5×5 pattern: 15 free cells (columns 0–2), at least 6 of them filled.
  const bits = Array.from({ length: 15 }, () => rng.chance(0.5));
  for (let filled = bits.filter(Boolean).length; filled < 6; filled++) {
    const off = bits.flatMap((b, i) => (b ? [] : [i]));
    bits[rng.pick(off)] = true;
  }
  const cells: string[] = [];
  bits.forEach((on, i) => {
    if (!on) return;
    const row = Math.floor(i / 3);
    const col = i % 3;
    for (const c of col === 2 ? [2] : [col, 4 - col]) {
      cells.push(`M${f2(cell * (c + 1))} ${f2(cell * (row + 1))}h${f2(cell)}v${f2(cell)}h-${f2(cell)}Z`);
    }
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">` +
    `<defs><linearGradient id="a${id}" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${S}" height="${S}" fill="url(#a${id})"/>` +
    `<path d="M0 ${S}L${S} ${f2(S * 0.45)}V${S}Z" fill="${accent}" fill-opacity=".18"/>` +
    `<path d="${cells.join('')}" fill="#fff" fill-opacity=".88"/>` +
    '</svg>'
  );
}
