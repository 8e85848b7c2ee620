/**
 * Deterministic abstract SVG artwork (no <text>, no external resources) that sharp can
 * rasterise: product covers and seller/buyer avatars.
 */
import { at, createRng, hashString } from './random.ts';
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

function gearPath(): string {
  const teeth = 8;
  const points: string[] = [];
  for (let i = 0; i < teeth * 4; i++) {
    const angle = (Math.PI * 2 * i) / (teeth * 4) - Math.PI / 2;
    const r = i % 4 === 1 || i % 4 === 2 ? 46 : 34;
    points.push(`${Math.round(Math.cos(angle) * r)} ${Math.round(Math.sin(angle) * r)}`);
  }
  return `<path d="M${points.join('L')}Z"/><circle r="13"/>`;
}

function star(cx: number, cy: number, r: number): string {
  return `M${cx} ${cy - r}Q${cx} ${cy} ${cx + r} ${cy}Q${cx} ${cy} ${cx} ${cy + r}Q${cx} ${cy} ${cx - r} ${cy}Q${cx} ${cy} ${cx} ${cy - r}Z`;
}

/** Category glyph-like motifs drawn in a ±50 unit box, white strokes (group sets the style). */
const MOTIFS: Record<string, string> = {
  saas:
    '<rect x="-46" y="-36" width="92" height="72" rx="10"/><path d="M-46-16H46M-30 2H12M-30 18H26"/>' +
    '<g fill="#fff" stroke="none"><circle cx="-34" cy="-26" r="3"/><circle cx="-24" cy="-26" r="3"/><circle cx="-14" cy="-26" r="3"/></g>',
  agents:
    '<rect x="-36" y="-22" width="72" height="56" rx="14"/><path d="M0-22V-36M-12 20H12M-36 4H-46M36 4H46"/><circle cy="-41" r="5"/>' +
    '<g fill="#fff" stroke="none"><circle cx="-14" cy="2" r="6"/><circle cx="14" cy="2" r="6"/></g>',
  marketing:
    '<path d="M-44-12H-24L14-34V34L-24 12H-44Z"/><path d="M-30 12L-22 36"/><path d="M26-14A20 20 0 0 1 26 14M36-26A34 34 0 0 1 36 26"/>',
  support:
    '<path d="M-44-30Q-44-40-34-40H34Q44-40 44-30V14Q44 24 34 24H-6L-26 42V24H-34Q-44 24-44 14Z"/>' +
    '<g fill="#fff" stroke="none"><circle cx="-18" cy="-8" r="5"/><circle cy="-8" r="5"/><circle cx="18" cy="-8" r="5"/></g>',
  analytics:
    '<path d="M-44-42V40H46"/><path d="M-32 22L-12 0L6 10L38-28M22-28H38V-12"/><path d="M-28 32V28M-10 32V24M8 32V20M26 32V14"/>',
  rpa: gearPath(),
  generative: `<path fill="#fff" fill-opacity=".9" stroke="none" d="${star(-8, 6, 40)}${star(30, -30, 14)}${star(32, 28, 9)}"/>`,
  tools:
    '<rect x="-44" y="-40" width="88" height="30" rx="6"/><rect x="-44" y="-2" width="40" height="42" rx="6"/>' +
    '<rect x="8" y="-2" width="36" height="18" rx="6"/><rect x="8" y="24" width="36" height="16" rx="6"/>',
};

const f2 = (n: number): string => String(Math.round(n * 100) / 100);

/**
 * Abstract marketplace cover: gradient from the 12-hue palette, soft blobs, a network of
 * nodes seeded by the slug and a glass card with the category motif. Under ~4 KB, no text.
 */
export function coverArtSvg(
  product: Pick<DemoProduct, 'title' | 'categorySlug' | 'coverHue' | 'slug'>,
  width = 1200,
  height = 750,
): string {
  const W = Math.round(width);
  const H = Math.round(height);
  const s = Math.min(W, H);
  const seed = hashString(`${product.slug}|${product.title}`);
  const rng = createRng(seed);
  const id = seed.toString(36);
  const hue = ((Math.trunc(product.coverHue) % 12) + 12) % 12;
  const [from, to, accent] = at(COVER_PALETTE, hue);

  const directions = ['x2="1" y2="1"', 'x1="1" x2="0" y2="1"', 'y1="1" x2="1" y2="0"', 'x2="1" y2=".6"'];
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    `<defs><linearGradient id="g${id}" ${rng.pick(directions)}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<radialGradient id="r${id}" cx="${f2(0.2 + rng.next() * 0.6)}" cy="${f2(rng.next() * 0.4)}" r=".75"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#g${id})"/><rect width="${W}" height="${H}" fill="url(#r${id})"/>`,
  ];

  // Soft blobs.
  for (let i = 0; i < 3; i++) {
    const color = i === 0 ? accent : '#fff';
    out.push(
      `<circle cx="${Math.round(rng.next() * W)}" cy="${Math.round(rng.next() * H)}" r="${Math.round(s * (0.22 + rng.next() * 0.4))}" fill="${color}" fill-opacity="${f2(0.06 + rng.next() * 0.08)}"/>`,
    );
  }

  // Network of nodes, each linked to its two nearest neighbours.
  const nodes = Array.from({ length: 9 }, () => ({
    x: Math.round(W * (0.04 + rng.next() * 0.92)),
    y: Math.round(H * (0.06 + rng.next() * 0.88)),
  }));
  const edges = new Set<string>();
  nodes.forEach((a, i) => {
    const nearest = nodes
      .map((b, j) => ({ j, d: (a.x - b.x) ** 2 + (a.y - b.y) ** 2 }))
      .filter((e) => e.j !== i)
      .sort((p, q) => p.d - q.d || p.j - q.j)
      .slice(0, 2);
    for (const { j } of nearest) edges.add(i < j ? `${i},${j}` : `${j},${i}`);
  });
  const lines: string[] = [];
  for (const key of [...edges].sort()) {
    const [i = 0, j = 0] = key.split(',').map(Number);
    const a = at(nodes, i);
    const b = at(nodes, j);
    lines.push(`M${a.x} ${a.y}L${b.x} ${b.y}`);
  }
  out.push(
    `<path d="${lines.join('')}" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="${Math.max(1, Math.round(s * 0.004))}"/>`,
    `<g fill="${accent}">${nodes.map((n) => `<circle cx="${n.x}" cy="${n.y}" r="${Math.max(2, Math.round(s * (0.006 + rng.next() * 0.008)))}"/>`).join('')}</g>`,
  );

  // Glass card with the category motif.
  const card = Math.round(s * 0.46);
  const cx = Math.round(W * rng.pick([0.34, 0.5, 0.66]));
  const cy = Math.round(H * 0.5);
  const scale = f2((card * 0.6) / 100);
  out.push(
    `<circle cx="${cx}" cy="${cy}" r="${Math.round(card * 0.92)}" fill="none" stroke="#fff" stroke-opacity=".14" stroke-width="${Math.max(1, Math.round(s * 0.003))}"/>`,
    `<rect x="${cx - card / 2}" y="${cy - card / 2}" width="${card}" height="${card}" rx="${Math.round(card * 0.18)}" fill="#fff" fill-opacity=".13" stroke="#fff" stroke-opacity=".35" stroke-width="${Math.max(1, Math.round(s * 0.003))}"/>`,
    `<g transform="translate(${cx} ${cy}) scale(${scale})" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round">${MOTIFS[product.categorySlug] ?? MOTIFS.tools}</g>`,
    '</svg>',
  );
  return out.join('');
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
