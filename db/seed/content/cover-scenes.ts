/**
 * What a demo cover shows, by category, on a 1200 × 750 canvas: an interface of the product's kind (a dashboard,
 * a conversation, a forecast, a newsletter, an agent and its tools, a pipeline, generated pictures, a template),
 * with floating cards around it. The random sequence (seeded by the product) places, sizes and fills everything,
 * so two products of a category share a composition but not a picture.
 */
import {
  appWindow,
  type Box,
  card,
  circle,
  donut,
  faint,
  type GlyphKind,
  glyph,
  type Ink,
  line,
  n,
  paper,
  paragraph,
  rect,
  slate,
  sparkle,
  star,
  success,
  surface,
  textBar,
  warning,
} from './art-kit.ts';
import { type PanelKind, panels } from './art-panels.ts';
import type { Rng } from './random.ts';

export const W = 1200;
export const H = 750;

type Scene = (ink: Ink, rng: Rng) => string;
type ChipKind = 'kpi' | 'rating' | 'users' | 'toast' | 'donut' | 'toggle' | 'mail';

/** A window showing one panel, with a sidebar of menu entries when asked. */
export function panelWindow(kind: PanelKind, box: Box, ink: Ink, rng: Rng, sidebar = false): string {
  const { svg, content } = appWindow(box, ink.from);
  if (!sidebar) return svg + panels[kind](content, ink, rng);
  const side = content.w * 0.22;
  const u = Math.min(content.w, content.h);
  let menu = rect(content.x, content.y, side, content.h, surface);
  for (let i = 0; i < 6; i++) {
    const y = content.y + u * (0.07 + i * 0.11);
    if (y > content.y + content.h - u * 0.08) break;
    menu += textBar(content.x + side * 0.14, y, side * (0.5 + rng.next() * 0.3), u * 0.035, i === 0 ? ink.to : faint);
  }
  return svg + menu + panels[kind]({ ...content, x: content.x + side, w: content.w - side }, ink, rng);
}

/** A small floating card: an indicator, stars, people, a notification… with its top left corner at (x, y). */
function chip(kind: ChipKind, x: number, y: number, ink: Ink, rng: Rng): string {
  switch (kind) {
    case 'kpi':
      return (
        card({ x, y, w: 230, h: 112 }) +
        circle(x + 52, y + 56, 30, ink.accent) +
        glyph('chart', x + 52, y + 56, 34, ink.from) +
        textBar(x + 98, y + 32, 90, 14, slate) +
        textBar(x + 98, y + 58, 60 + rng.int(0, 40), 24, ink.from) +
        `<path d="M${x + 196} ${y + 80}l12-14l12 14" fill="none" stroke="${success}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`
      );
    case 'rating': {
      const filled = rng.int(4, 5);
      return (
        card({ x, y, w: 262, h: 84 }) +
        Array.from({ length: 5 }, (_, i) => star(x + 36 + i * 48, y + 42, 19, i < filled ? warning : line)).join('')
      );
    }
    case 'users':
      return (
        card({ x, y, w: 232, h: 92 }) +
        rng
          .sample([ink.accent, ink.pop, ink.to, '#fde68a', '#a7f3d0'], 3)
          .map((color, i) => circle(x + 46 + i * 38, y + 46, 26, color, ` stroke="${paper}" stroke-width="5"`))
          .join('') +
        textBar(x + 148, y + 32, 58, 12, slate) +
        textBar(x + 148, y + 52, 40, 12, faint)
      );
    case 'toast':
      return (
        card({ x, y, w: 272, h: 92 }) +
        circle(x + 46, y + 46, 26, success) +
        `<path d="M${x + 34} ${y + 47}l9 9l17-19" fill="none" stroke="${paper}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>` +
        textBar(x + 88, y + 30, 150, 14, slate) +
        textBar(x + 88, y + 54, 100, 12, faint)
      );
    case 'donut': {
      const a = 0.35 + rng.next() * 0.25;
      return card({ x, y, w: 168, h: 168 }) + donut(x + 84, y + 84, 50, 20, [a, 0.9 - a], [ink.from, ink.pop]);
    }
    case 'toggle':
      return (
        card({ x, y, w: 236, h: 84 }) +
        textBar(x + 26, y + 36, 104, 14, slate) +
        rect(x + 150, y + 24, 64, 36, success, 18) +
        circle(x + 196, y + 42, 14, paper)
      );
    case 'mail':
      return (
        card({ x, y, w: 124, h: 124 }, paper, 30) +
        glyph('mail', x + 62, y + 62, 62, ink.from) +
        circle(x + 108, y + 16, 18, ink.pop, ` stroke="${paper}" stroke-width="5"`)
      );
  }
}

/** Places the chips in the two free corners of the side opposite `left`. */
function chips(kinds: readonly ChipKind[], left: boolean, ink: Ink, rng: Rng): string {
  const spots = left
    ? [
        [870, 90],
        [840, 540],
      ]
    : [
        [70, 110],
        [100, 540],
      ];
  return kinds
    .map((kind, i) => chip(kind, spots[i]![0]! + rng.int(-20, 20), spots[i]![1]! + rng.int(-20, 20), ink, rng))
    .join('');
}

const saas: Scene = (ink, rng) => {
  const left = rng.chance(0.5);
  const w = rng.int(720, 800);
  const x = left ? rng.int(60, 110) : W - w - rng.int(60, 110);
  return (
    panelWindow('dashboard', { x, y: rng.int(80, 110), w, h: 540 }, ink, rng, true) +
    chips(rng.sample(['users', 'toggle', 'kpi', 'toast'] as const, 2), left, ink, rng)
  );
};

const support: Scene = (ink, rng) => {
  const left = rng.chance(0.5);
  const x = left ? rng.int(150, 260) : W - 560 - rng.int(150, 260);
  return (
    panelWindow('chat', { x, y: 60, w: 560, h: 630 }, ink, rng) +
    chips(rng.sample(['rating', 'toast', 'users'] as const, 2), left, ink, rng)
  );
};

const analytics: Scene = (ink, rng) => {
  const left = rng.chance(0.5);
  const w = rng.int(740, 820);
  const x = left ? rng.int(60, 100) : W - w - rng.int(60, 100);
  return (
    panelWindow(
      rng.pick(['forecast', 'forecast', 'dashboard'] as const),
      { x, y: rng.int(90, 130), w, h: 500 },
      ink,
      rng,
    ) + chips(rng.sample(['donut', 'kpi'] as const, 2), left, ink, rng)
  );
};

/** The agent (a screen face with an antenna) linked to the tools it uses, circling it. */
const agents: Scene = (ink, rng) => {
  const cx = W / 2 + rng.int(-90, 90);
  const cy = H / 2 + rng.int(-20, 20);
  const count = rng.int(5, 7);
  const tools = rng.sample(['doc', 'db', 'mail', 'globe', 'chart', 'chat', 'user', 'bolt'] as const, count);
  const turn = rng.next() * Math.PI * 2;
  const spots = tools.map((kind, i) => {
    const angle = turn + (i * Math.PI * 2) / count;
    return { kind, x: cx + Math.cos(angle) * rng.int(330, 420), y: cy + Math.sin(angle) * rng.int(230, 270) };
  });
  let out = '';
  for (const s of spots) {
    const bend = rng.int(-60, 60);
    const mx = (cx + s.x) / 2 + bend;
    const my = (cy + s.y) / 2 - bend;
    out += `<path d="M${n(cx)} ${n(cy)}Q${n(mx)} ${n(my)} ${n(s.x)} ${n(s.y)}" fill="none" stroke="${paper}" stroke-opacity=".55" stroke-width="5"${rng.chance(0.4) ? ' stroke-dasharray="14 12"' : ''}/>`;
    out += circle(0.25 * cx + 0.5 * mx + 0.25 * s.x, 0.25 * cy + 0.5 * my + 0.25 * s.y, 10, ink.pop);
  }
  for (const s of spots) {
    out +=
      circle(s.x, s.y + 6, 56, '#0f172a', ' fill-opacity=".16"') +
      circle(s.x, s.y, 56, paper) +
      glyph(s.kind as GlyphKind, s.x, s.y, 58, ink.to);
  }
  out +=
    `<path d="M${n(cx)} ${n(cy - 110)}V${n(cy - 150)}" stroke="${paper}" stroke-width="8" stroke-linecap="round"/>` +
    circle(cx, cy - 160, 16, ink.pop) +
    card({ x: cx - 120, y: cy - 110, w: 240, h: 220 }, paper, 48) +
    rect(cx - 88, cy - 74, 176, 118, ink.from, 30) +
    circle(cx - 38, cy - 16, 17, ink.accent) +
    circle(cx + 38, cy - 16, 17, ink.accent) +
    `<path d="M${n(cx - 28)} ${n(cy + 18)}Q${n(cx)} ${n(cy + 36)} ${n(cx + 28)} ${n(cy + 18)}" fill="none" stroke="${ink.accent}" stroke-width="8" stroke-linecap="round"/>` +
    rect(cx - 50, cy + 66, 100, 16, faint, 8);
  return out;
};

/** Steps of an automated process, linked by arrows, above the run's progress. */
const rpa: Scene = (ink, rng) => {
  const count = rng.int(4, 5);
  const kinds = rng.sample(['doc', 'mail', 'db', 'gear', 'globe', 'user'] as const, count - 1);
  const size = count === 4 ? 170 : 150;
  const gap = (W - 160 - count * size) / (count - 1);
  const baseY = rng.int(170, 230);
  const zig = rng.int(0, 70);
  const steps = Array.from({ length: count }, (_, i) => ({
    x: 80 + i * (size + gap),
    y: baseY + (i % 2 === 0 ? 0 : zig),
    kind: (i === count - 1 ? 'check' : kinds[i]) as GlyphKind,
  }));
  let out = '';
  for (const [cx, cy, r] of [
    [rng.int(950, 1120), rng.int(560, 690), 120],
    [rng.int(60, 200), rng.int(40, 120), 90],
  ] as const) {
    out += `<g opacity=".14">${glyph('gear', cx, cy, r * 2, paper)}</g>`;
  }
  steps.forEach((s, i) => {
    const next = steps[i + 1];
    if (next) {
      const x1 = s.x + size + 10;
      const y1 = s.y + size / 2;
      const x2 = next.x - 18;
      const y2 = next.y + size / 2;
      out +=
        `<path d="M${n(x1)} ${n(y1)}C${n(x1 + gap / 2)} ${n(y1)} ${n(x2 - gap / 2)} ${n(y2)} ${n(x2)} ${n(y2)}" fill="none" stroke="${paper}" stroke-width="7" stroke-linecap="round" stroke-opacity=".8"/>` +
        `<path d="M${n(x2 - 6)} ${n(y2 - 14)}L${n(x2 + 10)} ${n(y2)}L${n(x2 - 6)} ${n(y2 + 14)}Z" fill="${paper}"/>` +
        circle((x1 + x2) / 2, (y1 + y2) / 2, 11, ink.pop);
    }
    const color = i === count - 1 ? success : i === 0 ? ink.pop : ink.to;
    out +=
      card({ x: s.x, y: s.y, w: size, h: size }, paper, 34) +
      rect(s.x + size * 0.32, s.y + 16, size * 0.36, 10, color, 5) +
      glyph(s.kind, s.x + size / 2, s.y + size / 2 + 4, size * 0.5, color);
  });
  const progress = 0.55 + rng.next() * 0.35;
  const bar = { x: 150, y: 540, w: 900, h: 140 };
  out +=
    card(bar) +
    textBar(bar.x + 40, bar.y + 32, 220, 16, slate) +
    textBar(bar.x + bar.w - 140, bar.y + 32, 100, 16, ink.to) +
    rect(bar.x + 40, bar.y + 68, bar.w - 80, 20, surface, 10) +
    rect(bar.x + 40, bar.y + 68, (bar.w - 80) * progress, 20, success, 10) +
    Array.from({ length: 3 }, (_, k) =>
      circle(bar.x + 52 + k * 180, bar.y + 114, 9, k === 2 && progress < 0.8 ? warning : success),
    ).join('') +
    Array.from({ length: 3 }, (_, k) => textBar(bar.x + 70 + k * 180, bar.y + 108, 110, 12, faint)).join('');
  return out;
};

/** A newsletter being sent, over the campaign's results. */
const marketing: Scene = (ink, rng) => {
  const left = rng.chance(0.5);
  const mailX = left ? rng.int(120, 200) : rng.int(660, 740);
  const statsX = left ? 470 : 90;
  const tilt = rng.int(-5, 5);
  const mail = { x: mailX, y: 70, w: 400, h: 610 };
  const heroH = 230;
  const m = 28;
  const newsletter =
    card(mail, paper, 24) +
    rect(mail.x + m, mail.y + m, mail.w - 2 * m, heroH, ink.to, 16) +
    circle(mail.x + mail.w * (0.3 + rng.next() * 0.4), mail.y + m + heroH * 0.4, 38, '#fff7d6', ' fill-opacity=".9"') +
    `<path d="M${mail.x + m} ${mail.y + m + heroH - 60}q${rng.int(60, 110)} -${rng.int(70, 120)} 170 -20t${mail.w - 2 * m - 170} -10V${mail.y + m + heroH - 16}q0 16 -16 16H${mail.x + m + 16}q-16 0 -16 -16Z" fill="${ink.from}" fill-opacity=".75"/>` +
    textBar(mail.x + m, mail.y + m + heroH + 36, 250, 24, ink.from) +
    paragraph(rng, mail.x + m, mail.y + m + heroH + 86, mail.w - 2 * m, 4, 13) +
    rect(mail.x + m, mail.y + mail.h - 110, 180, 54, ink.pop, 27) +
    textBar(mail.x + m + 40, mail.y + mail.h - 90, 100, 14, paper);
  return (
    panelWindow('dashboard', { x: statsX, y: rng.int(170, 210), w: 640, h: 420 }, ink, rng) +
    `<g transform="rotate(${tilt} ${mail.x + mail.w / 2} ${mail.y + mail.h / 2})">${newsletter}</g>` +
    chip('mail', left ? mailX + 330 : mailX - 60, 50, ink, rng) +
    chip(rng.pick(['kpi', 'users', 'rating'] as const), left ? 880 : 80, rng.int(560, 600), ink, rng)
  );
};

/** Pictures fanned out as they come from the generator, under the prompt that made them. */
const generative: Scene = (ink, rng) => {
  const id = rng.int(0, 1e6).toString(36);
  const cx = W / 2 + rng.int(-60, 60);
  const size = 330;
  const tilts = [-rng.int(8, 14), rng.int(-3, 3), rng.int(8, 14)];
  const palettes: (readonly [string, string, string])[] = rng.sample(
    [
      [ink.accent, ink.to, ink.from],
      ['#fde68a', '#fb7185', '#7c2d12'],
      ['#bae6fd', '#6366f1', '#1e1b4b'],
      ['#a7f3d0', '#0ea5e9', '#064e3b'],
      ['#fbcfe8', '#a855f7', '#3b0764'],
    ],
    3,
  );
  let out = '';
  for (const i of [0, 2, 1]) {
    const x = cx - size / 2 + (i - 1) * 250;
    const y = 80 + (i === 1 ? 0 : 50);
    const frame = { x, y, w: size, h: size + 60 };
    const [top, bottom, hills] = palettes[i]!;
    out +=
      `<g transform="rotate(${tilts[i]} ${n(x + size / 2)} ${n(y + size / 2)})">` +
      card(frame, paper, 22) +
      `<linearGradient id="s${id}${i}" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
      rect(x + 18, y + 18, size - 36, size - 36, `url(#s${id}${i})`, 14) +
      circle(
        x + size * (0.3 + rng.next() * 0.4),
        y + size * 0.36,
        34 + rng.int(0, 20),
        '#fff7d6',
        ' fill-opacity=".9"',
      ) +
      `<path d="M${x + 18} ${y + size - 110}Q${x + size * 0.35} ${y + size - 200 - rng.int(0, 60)} ${x + size * 0.6} ${y + size - 120}T${x + size - 18} ${y + size - 150}V${y + size - 32}Q${x + size - 18} ${y + size - 18} ${x + size - 32} ${y + size - 18}H${x + 32}Q${x + 18} ${y + size - 18} ${x + 18} ${y + size - 32}Z" fill="${hills}" fill-opacity=".8"/>` +
      textBar(x + 22, y + size + 8, 150, 14, faint) +
      '</g>';
  }
  const prompt = { x: cx - 380, y: 590, w: 760, h: 96 };
  out +=
    card(prompt, paper, 48) +
    sparkle(prompt.x + 52, prompt.y + 48, 24, ink.pop) +
    textBar(prompt.x + 96, prompt.y + 40, rng.int(300, 420), 16, slate) +
    rect(prompt.x + prompt.w - 190, prompt.y + 18, 166, 60, ink.from, 30) +
    sparkle(prompt.x + prompt.w - 107, prompt.y + 48, 16, paper);
  for (let k = 0; k < 5; k++) out += sparkle(rng.int(60, W - 60), rng.int(30, 560), rng.int(10, 26), paper);
  return out;
};

/** Template pages fanned behind the open editor. */
const tools: Scene = (ink, rng) => {
  const left = rng.chance(0.5);
  const x = left ? rng.int(110, 170) : W - 700 - rng.int(110, 170);
  const back = (dx: number, angle: number, opacity: string) =>
    `<g transform="rotate(${angle} ${x + 350} ${375})" opacity="${opacity}">${card({ x: x + dx, y: 100, w: 620, h: 540 }, paper, 18)}${paragraph(rng, x + dx + 60, 170, 500, 8, 14, line)}</g>`;
  return (
    back(50, rng.int(6, 10), '.55') +
    back(20, rng.int(2, 5), '.8') +
    panelWindow('document', { x, y: 90, w: 700, h: 560 }, ink, rng) +
    chip(rng.pick(['toggle', 'users', 'toast'] as const), left ? 880 : 60, rng.int(110, 160), ink, rng)
  );
};

export const coverScenes: Record<string, Scene> = {
  saas,
  agents,
  marketing,
  support,
  analytics,
  rpa,
  generative,
  tools,
};
