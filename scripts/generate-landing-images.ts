/**
 * Renders the landing page's abstract artwork (no network, no fonts): the five theme panels and the
 * testimonial avatars, as WebP and AVIF in a few widths. The files sit beside the components that import
 * them, so Vite serves them from /assets/ with a content hash and an immutable cache.
 *
 *   node scripts/generate-landing-images.ts
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { createRng, hashString } from '../db/seed/content/random.ts';

const outDir = path.join(import.meta.dirname, '../app/components/landing/images');

/** Panels are drawn up to ≈700 CSS px wide on desktop (1400 px at 2x) and full width on phones. */
const themeWidths = [480, 960, 1440] as const;
const themeAspect = 16 / 10;
/** Avatars are drawn at 48 CSS px. */
const avatarWidths = [48, 96] as const;

const f = (n: number) => String(Math.round(n * 10) / 10);

interface Theme {
  key: string;
  colors: readonly [from: string, to: string, accent: string];
  motif: string;
}

/** White line-art motifs in a ±100 unit box. */
const themes: readonly Theme[] = [
  {
    key: 'chatbots',
    colors: ['#0b5d57', '#10b981', '#a7f3d0'],
    motif:
      '<path d="M-92-70Q-92-86-76-86H34Q50-86 50-70V-6Q50 10 34 10H-30L-62 38V10H-76Q-92 10-92-6Z"/>' +
      '<path d="M-8 30V58Q-8 74 8 74H58L88 98V74H78Q94 74 94 58V6Q94-10 78-10H66"/>' +
      '<g fill="#fff" stroke="none"><circle cx="-52" cy="-38" r="8"/><circle cx="-21" cy="-38" r="8"/><circle cx="10" cy="-38" r="8"/></g>',
  },
  {
    key: 'automation',
    colors: ['#312e81', '#7c3aed', '#c4b5fd'],
    motif:
      '<rect x="-96" y="-24" width="48" height="48" rx="12"/><rect x="48" y="-82" width="48" height="48" rx="12"/>' +
      '<rect x="48" y="34" width="48" height="48" rx="12"/><circle r="26"/>' +
      '<path d="M-48 0H-26M20-14L48-50M20 14L48 50"/><path d="M-12-8L-2 0L-12 8" stroke-width="5"/>',
  },
  {
    key: 'integrations',
    colors: ['#0c4a6e', '#0891b2', '#bae6fd'],
    motif:
      '<path d="M-70-20H-34V20H-70Z"/><path d="M-34-10H-14M-34 10H-14M-70 0H-98"/>' +
      '<path d="M34-32H70Q86-32 86-16V16Q86 32 70 32H34Z"/><path d="M86 0H98M-2-10H34M-2 10H34" stroke-dasharray="6 8"/>' +
      '<g fill="#fff" stroke="none"><circle cx="-98" cy="-60" r="7"/><circle cx="-60" cy="-88" r="5"/><circle cx="60" cy="-80" r="6"/>' +
      '<circle cx="92" cy="72" r="7"/><circle cx="-76" cy="78" r="6"/></g>' +
      '<path d="M-98-60L-60-88L60-80M-76 78L92 72" stroke-opacity=".5" stroke-width="3"/>',
  },
  {
    key: 'marketplace',
    colors: ['#9a3412', '#f59e0b', '#fde68a'],
    motif:
      '<path d="M-90-40L-76-84H76L90-40Z"/><path d="M-90-40Q-90-20-68-20Q-46-20-46-40Q-46-20-22-20Q0-20 0-40Q0-20 22-20Q46-20 46-40Q46-20 68-20Q90-20 90-40"/>' +
      '<path d="M-80-20V86H80V-20"/><rect x="-58" y="14" width="44" height="44" rx="8"/><rect x="14" y="14" width="44" height="72" rx="8"/>',
  },
  {
    key: 'training',
    colors: ['#701a75', '#6366f1', '#f5d0fe'],
    motif:
      '<path d="M-100-46L0-86L100-46L0-6Z"/><path d="M-58-28V14Q0 44 58 14V-28"/><path d="M100-46V6"/>' +
      '<path d="M-84 40Q-42 26 0 48Q42 26 84 40V92Q42 78 0 100Q-42 78-84 92Z"/><path d="M0 48V100"/>',
  },
];

function themeSvg(theme: Theme, width: number, height: number): string {
  const rng = createRng(hashString(`landing|${theme.key}`));
  const [from, to, accent] = theme.colors;
  const id = theme.key;
  const s = Math.min(width, height);
  const blobs = Array.from({ length: 4 }, (_, i) => {
    const color = i % 2 === 0 ? accent : '#ffffff';
    return `<circle cx="${f(rng.next() * width)}" cy="${f(rng.next() * height)}" r="${f(s * (0.25 + rng.next() * 0.3))}" fill="${color}" fill-opacity="${f(0.12 + rng.next() * 0.12)}"/>`;
  }).join('');
  // A sparse dot grid, fading towards the bottom where the caption sits.
  const step = s / 9;
  const dots: string[] = [];
  for (let y = step / 2; y < height * 0.7; y += step) {
    for (let x = step / 2; x < width; x += step) dots.push(`M${f(x)} ${f(y)}h.1`);
  }
  const scale = (s * 0.3) / 100;
  const stroke = Math.max(1.5, s * 0.006);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs>',
    `<linearGradient id="g-${id}" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<filter id="b-${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${f(s * 0.08)}"/></filter>`,
    `<linearGradient id="v-${id}" x2="0" y2="1"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></linearGradient>`,
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#g-${id})"/>`,
    `<g filter="url(#b-${id})">${blobs}</g>`,
    `<path d="${dots.join('')}" stroke="#fff" stroke-opacity=".22" stroke-width="${f(s * 0.008)}" stroke-linecap="round"/>`,
    `<circle cx="${f(width / 2)}" cy="${f(height * 0.42)}" r="${f(s * 0.38)}" fill="#fff" fill-opacity=".08" stroke="#fff" stroke-opacity=".25" stroke-width="${f(stroke)}"/>`,
    `<g transform="translate(${f(width / 2)} ${f(height * 0.42)}) scale(${Math.round(scale * 1000) / 1000})" fill="none" stroke="#fff" stroke-width="${f(stroke / scale)}" stroke-linecap="round" stroke-linejoin="round">${theme.motif}</g>`,
    `<rect width="${width}" height="${height}" fill="url(#v-${id})"/>`,
    '</svg>',
  ].join('');
}

/** A head-and-shoulders silhouette on a gradient: reads as a person without being anyone. */
const avatarColors: readonly (readonly [string, string])[] = [
  ['#0f766e', '#34d399'],
  ['#4338ca', '#a78bfa'],
  ['#b45309', '#fbbf24'],
  ['#be185d', '#f472b6'],
];

function avatarSvg(index: number, size: number): string {
  const [from, to] = avatarColors[index % avatarColors.length]!;
  const rng = createRng(hashString(`landing|avatar|${index}`));
  const headY = 0.4 + rng.next() * 0.04;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">`,
    `<defs><linearGradient id="a${index}" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="100" height="100" fill="url(#a${index})"/>`,
    `<circle cx="50" cy="${f(headY * 100)}" r="${f(17 + rng.next() * 3)}" fill="#fff" fill-opacity=".9"/>`,
    `<path d="M14 104Q16 70 50 68Q84 70 86 104Z" fill="#fff" fill-opacity=".9"/>`,
    '</svg>',
  ].join('');
}

async function render(svg: string, width: number, height: number, name: string): Promise<number> {
  const image = sharp(Buffer.from(svg)).resize(width, height);
  const [webp, avif] = await Promise.all([
    image.clone().webp({ quality: 72, effort: 6 }).toBuffer(),
    image.clone().avif({ quality: 50, effort: 4 }).toBuffer(),
  ]);
  await writeFile(path.join(outDir, `${name}.webp`), webp);
  await writeFile(path.join(outDir, `${name}.avif`), avif);
  return webp.length + avif.length;
}

await rm(outDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });
let total = 0;
for (const theme of themes) {
  for (const width of themeWidths) {
    const height = Math.round(width / themeAspect);
    total += await render(themeSvg(theme, width, height), width, height, `theme-${theme.key}-${width}`);
  }
}
for (let i = 0; i < avatarColors.length; i++) {
  for (const width of avatarWidths)
    total += await render(avatarSvg(i, width), width, width, `avatar-${i + 1}-${width}`);
}
const count = (await readdir(outDir)).length;
console.log(`${count} images, ${Math.round(total / 1024)} KB, in ${path.relative(process.cwd(), outDir)}`);
