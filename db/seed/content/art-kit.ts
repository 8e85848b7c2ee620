/**
 * Drawing primitives shared by the generated demo artwork (covers, gallery "screenshots"): plain SVG shapes only,
 * no <text> (the app ships no font and a system font would make the same SVG rasterise differently from one machine
 * to another, while the seed's art cache is keyed by the SVG), no filter, no external resource.
 */
import type { Rng } from './random.ts';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The colours of one piece of art: the palette's gradient pair and accent, and a "pop" colour for highlights. */
export interface Ink {
  from: string;
  to: string;
  accent: string;
  pop: string;
}

export const paper = '#ffffff';
export const surface = '#f1f5f9';
export const line = '#e2e8f0';
export const faint = '#cbd5e1';
export const slate = '#94a3b8';
export const success = '#10b981';
export const warning = '#f59e0b';

/** One decimal: enough for a 1200 px drawing, and keeps the SVG (the art cache's key) short. */
export const n = (value: number) => String(Math.round(value * 10) / 10);

export function rect(x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}"${rx ? ` rx="${n(rx)}"` : ''} fill="${fill}"${extra}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
}

/** A rounded bar standing for a line of text. */
export const textBar = (x: number, y: number, w: number, h: number, fill = faint) => rect(x, y, w, h, fill, h / 2);

/** Lines of "text" of random widths filling `w`, `count` of them from `y` on. */
export function paragraph(rng: Rng, x: number, y: number, w: number, count: number, h: number, fill = faint): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const width = i === count - 1 && count > 1 ? w * (0.35 + rng.next() * 0.3) : w * (0.7 + rng.next() * 0.3);
    out += textBar(x, y + i * h * 2, width, h, fill);
  }
  return out;
}

/** A card lifted off what is below it: a soft offset shadow, then the card. */
export function card(box: Box, fill = paper, rx = 16): string {
  const offset = Math.max(4, box.h * 0.03);
  return (
    rect(box.x + offset * 0.4, box.y + offset, box.w, box.h, '#0f172a', rx, ' fill-opacity=".16"') +
    rect(box.x, box.y, box.w, box.h, fill, rx)
  );
}

/** An application window: lifted card, a title bar in `bar` with three dots. Returns the drawing and its content box. */
export function appWindow(box: Box, bar: string, rx = 18): { svg: string; content: Box } {
  const barH = Math.max(22, box.h * 0.075);
  const dot = barH * 0.16;
  const svg =
    card(box, paper, rx) +
    `<path d="M${n(box.x)} ${n(box.y + barH)}V${n(box.y + rx)}Q${n(box.x)} ${n(box.y)} ${n(box.x + rx)} ${n(box.y)}H${n(box.x + box.w - rx)}Q${n(box.x + box.w)} ${n(box.y)} ${n(box.x + box.w)} ${n(box.y + rx)}V${n(box.y + barH)}Z" fill="${bar}"/>` +
    [0, 1, 2]
      .map((i) => circle(box.x + barH * 0.6 + i * dot * 3.2, box.y + barH / 2, dot, paper, ' fill-opacity=".75"'))
      .join('');
  return { svg, content: { x: box.x, y: box.y + barH, w: box.w, h: box.h - barH } };
}

/** A five-pointed star centred on (cx, cy). */
export function star(cx: number, cy: number, r: number, fill: string): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = (Math.PI * i) / 5 - Math.PI / 2;
    const radius = i % 2 === 0 ? r : r * 0.45;
    return `${n(cx + Math.cos(angle) * radius)} ${n(cy + Math.sin(angle) * radius)}`;
  });
  return `<path d="M${points.join('L')}Z" fill="${fill}"/>`;
}

/** A four-pointed sparkle (the "generated" sign). */
export function sparkle(cx: number, cy: number, r: number, fill: string): string {
  const q = (dx: number, dy: number) => `Q${n(cx)} ${n(cy)} ${n(cx + dx)} ${n(cy + dy)}`;
  return `<path d="M${n(cx)} ${n(cy - r)}${q(r, 0)}${q(0, r)}${q(-r, 0)}${q(0, -r)}Z" fill="${fill}"/>`;
}

export type GlyphKind = 'doc' | 'gear' | 'check' | 'db' | 'mail' | 'bolt' | 'user' | 'chart' | 'chat' | 'globe';
export const glyphKinds: readonly GlyphKind[] = [
  'doc',
  'gear',
  'check',
  'db',
  'mail',
  'bolt',
  'user',
  'chart',
  'chat',
  'globe',
];

/** A cog of eight teeth, outer radius 40, as a path around the origin. */
const gearOutline = `M${Array.from({ length: 32 }, (_, i) => {
  const angle = (Math.PI * 2 * i) / 32 - Math.PI / 2;
  const r = i % 4 === 1 || i % 4 === 2 ? 40 : 29;
  return `${n(Math.cos(angle) * r)} ${n(Math.sin(angle) * r)}`;
}).join('L')}Z`;

/** A small pictogram drawn in `color` strokes in a box of `size` centred on (cx, cy). */
export function glyph(kind: GlyphKind, cx: number, cy: number, size: number, color: string): string {
  const s = size / 100;
  const body: Record<GlyphKind, string> = {
    doc: '<path d="M-26-40H12L30-22V40H-26Z"/><path d="M-12-12H16M-12 4H16M-12 20H6"/>',
    gear: `<circle r="13"/><path d="${gearOutline}"/>`,
    check: '<circle r="38"/><path d="M-18 2L-4 16L20-12"/>',
    db: '<ellipse cy="-26" rx="32" ry="12"/><path d="M-32-26V26Q0 44 32 26V-26M-32 0Q0 18 32 0"/>',
    mail: '<rect x="-38" y="-26" width="76" height="52" rx="6"/><path d="M-38-22L0 6L38-22"/>',
    bolt: '<path d="M8-42L-24 6H2L-8 42L24-6H-2Z"/>',
    user: '<circle cy="-14" r="16"/><path d="M-32 38Q-32 8 0 8Q32 8 32 38"/>',
    chart: '<path d="M-36-36V36H38"/><path d="M-22 18L-4-2L10 10L32-22"/>',
    chat: '<path d="M-36-28H36V18H-6L-24 34V18H-36Z"/>',
    globe: '<circle r="36"/><ellipse rx="15" ry="36"/><path d="M-36 0H36"/>',
  };
  return `<g transform="translate(${n(cx)} ${n(cy)}) scale(${Math.round(s * 1000) / 1000})" fill="none" stroke="${color}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round">${body[kind]}</g>`;
}

/** A smooth path through the points (Catmull-Rom turned into cubic Béziers). */
export function smoothPath(points: readonly (readonly [number, number])[]): string {
  if (points.length === 0) return '';
  let d = `M${n(points[0]![0])} ${n(points[0]![1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[Math.min(points.length - 1, i + 2)]!;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0]!)} ${n(c1[1]!)} ${n(c2[0]!)} ${n(c2[1]!)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}

/** `count` values in [0.15, 0.95] that wander like a metric over time, trending up when `rising`. */
export function series(rng: Rng, count: number, rising = true): number[] {
  let value = 0.25 + rng.next() * 0.3;
  return Array.from({ length: count }, () => {
    value = Math.min(0.95, Math.max(0.15, value + (rng.next() - (rising ? 0.38 : 0.5)) * 0.22));
    return value;
  });
}

/** A donut chart: `parts` fractions (summing to at most 1) drawn as arcs of a circle of radius r. */
export function donut(
  cx: number,
  cy: number,
  r: number,
  width: number,
  parts: readonly number[],
  colors: readonly string[],
) {
  const length = 2 * Math.PI * r;
  let offset = 0;
  let out = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${line}" stroke-width="${n(width)}"/>`;
  parts.forEach((part, i) => {
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${colors[i % colors.length]}" stroke-width="${n(width)}" stroke-dasharray="${n(part * length)} ${n(length)}" stroke-dashoffset="${n(-offset * length)}" transform="rotate(-90 ${n(cx)} ${n(cy)})"/>`;
    offset += part;
  });
  return out;
}
