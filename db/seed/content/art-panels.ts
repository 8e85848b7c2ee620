/**
 * The "screens" of the generated demo artwork: each panel draws one kind of product interface (a conversation, a
 * dashboard, a workflow…) into a box on a white window. Covers frame one of them in their composition; gallery
 * images show one per "screenshot". Same box, ink and random sequence → same drawing.
 */
import {
  type Box,
  circle,
  donut,
  faint,
  glyph,
  glyphKinds,
  type Ink,
  line,
  n,
  paper,
  paragraph,
  rect,
  series,
  slate,
  smoothPath,
  sparkle,
  success,
  surface,
  textBar,
  warning,
} from './art-kit.ts';
import type { Rng } from './random.ts';

export type PanelKind = 'chat' | 'dashboard' | 'table' | 'flow' | 'kanban' | 'forecast' | 'images' | 'document';

type Panel = (box: Box, ink: Ink, rng: Rng) => string;

const inset = (box: Box, pad: number): Box => ({
  x: box.x + pad,
  y: box.y + pad,
  w: box.w - 2 * pad,
  h: box.h - 2 * pad,
});

/** A conversation: the assistant's header, alternating bubbles, the assistant typing, the message field. */
const chat: Panel = (box, ink, rng) => {
  const u = Math.min(box.w, box.h);
  const headH = u * 0.16;
  const pad = u * 0.05;
  const lineH = u * 0.03;
  let out =
    rect(box.x, box.y, box.w, headH, surface) +
    circle(box.x + pad + headH * 0.28, box.y + headH / 2, headH * 0.28, ink.to) +
    glyph('chat', box.x + pad + headH * 0.28, box.y + headH / 2, headH * 0.3, paper) +
    textBar(box.x + pad + headH * 0.7, box.y + headH * 0.32, box.w * 0.26, lineH, slate) +
    circle(box.x + pad + headH * 0.76, box.y + headH * 0.68, lineH * 0.45, success) +
    textBar(
      box.x + pad + headH * 0.7 + lineH * 1.4,
      box.y + headH * 0.68 - lineH * 0.4,
      box.w * 0.12,
      lineH * 0.8,
      faint,
    );
  const inputH = u * 0.12;
  const bottom = box.y + box.h - inputH - pad * 1.6;
  let y = box.y + headH + pad;
  for (let i = 0; ; i++) {
    const mine = i % 2 === 1;
    const lines = rng.int(1, 2);
    const h = lineH * (lines * 2 + 1.4);
    if (y + h > bottom - (lineH * 3.4 + pad)) break;
    const w = box.w * (0.38 + rng.next() * 0.24);
    const x = mine ? box.x + box.w - pad - w : box.x + pad + lineH * 3;
    if (!mine) out += circle(box.x + pad + lineH, y + h - lineH, lineH, ink.accent);
    out += rect(x, y, w, h, mine ? ink.from : surface, lineH * 1.6);
    out += paragraph(rng, x + lineH * 1.4, y + lineH * 1.2, w - lineH * 2.8, lines, lineH, mine ? paper : faint);
    y += h + pad * 0.7;
  }
  const typingW = lineH * 7;
  out +=
    rect(box.x + pad + lineH * 3, y, typingW, lineH * 3.4, surface, lineH * 1.7) +
    [0, 1, 2].map((k) => circle(box.x + pad + lineH * (5 + k * 1.5), y + lineH * 1.7, lineH * 0.5, slate)).join('');
  out +=
    rect(
      box.x + pad,
      box.y + box.h - inputH - pad,
      box.w - 2 * pad,
      inputH,
      paper,
      inputH / 2,
      ` stroke="${line}" stroke-width="${n(lineH * 0.2)}"`,
    ) +
    textBar(box.x + pad + inputH * 0.4, box.y + box.h - pad - inputH / 2 - lineH / 2, box.w * 0.35, lineH, faint) +
    circle(box.x + box.w - pad - inputH / 2, box.y + box.h - pad - inputH / 2, inputH * 0.36, ink.pop);
  return out;
};

/** Indicator tiles with a sparkline each, over a bar or area chart. */
const dashboard: Panel = (box, ink, rng) => {
  const u = Math.min(box.w, box.h);
  const b = inset(box, u * 0.05);
  const tiles = b.w > b.h * 1.3 ? 3 : 2;
  const gap = u * 0.035;
  const tileW = (b.w - gap * (tiles - 1)) / tiles;
  const tileH = b.h * 0.27;
  const lineH = u * 0.028;
  let out = '';
  for (let i = 0; i < tiles; i++) {
    const x = b.x + i * (tileW + gap);
    const trend = series(rng, 6).map(
      (v, k) => [x + tileW * 0.55 + (k * tileW * 0.35) / 5, b.y + tileH * (0.9 - v * 0.5)] as const,
    );
    out +=
      rect(x, b.y, tileW, tileH, surface, u * 0.03) +
      textBar(x + tileW * 0.1, b.y + tileH * 0.2, tileW * 0.35, lineH, slate) +
      textBar(
        x + tileW * 0.1,
        b.y + tileH * 0.5,
        tileW * (0.25 + rng.next() * 0.15),
        lineH * 2,
        i === 0 ? ink.from : ink.to,
      ) +
      `<path d="${smoothPath(trend)}" fill="none" stroke="${i === 1 ? ink.pop : success}" stroke-width="${n(lineH * 0.45)}" stroke-linecap="round"/>`;
  }
  const chart: Box = { x: b.x, y: b.y + tileH + gap, w: b.w, h: b.h - tileH - gap };
  out += rect(
    chart.x,
    chart.y,
    chart.w,
    chart.h,
    paper,
    u * 0.03,
    ` stroke="${line}" stroke-width="${n(lineH * 0.15)}"`,
  );
  out += textBar(chart.x + chart.w * 0.05, chart.y + chart.h * 0.1, chart.w * 0.22, lineH, slate);
  const plot = { x: chart.x + chart.w * 0.05, y: chart.y + chart.h * 0.28, w: chart.w * 0.9, h: chart.h * 0.62 };
  for (let k = 0; k <= 3; k++) out += rect(plot.x, plot.y + (plot.h * k) / 3, plot.w, lineH * 0.12, line);
  const values = series(rng, rng.int(8, 12));
  if (rng.chance(0.5)) {
    const slot = plot.w / values.length;
    values.forEach((v, k) => {
      out += rect(
        plot.x + k * slot + slot * 0.18,
        plot.y + plot.h * (1 - v),
        slot * 0.64,
        plot.h * v,
        k % 3 === 2 ? ink.pop : ink.to,
        slot * 0.12,
      );
    });
  } else {
    const points = values.map(
      (v, k) => [plot.x + (k * plot.w) / (values.length - 1), plot.y + plot.h * (1 - v)] as const,
    );
    const curve = smoothPath(points);
    out +=
      `<path d="${curve}L${n(plot.x + plot.w)} ${n(plot.y + plot.h)}L${n(plot.x)} ${n(plot.y + plot.h)}Z" fill="${ink.accent}" fill-opacity=".55"/>` +
      `<path d="${curve}" fill="none" stroke="${ink.from}" stroke-width="${n(lineH * 0.5)}" stroke-linecap="round"/>`;
  }
  return out;
};

/** Rows of processed items: an avatar, two columns, a status pill. */
const table: Panel = (box, ink, rng) => {
  const u = Math.min(box.w, box.h);
  const b = inset(box, u * 0.05);
  const lineH = u * 0.028;
  const rowH = lineH * 3.4;
  let out =
    rect(b.x, b.y, b.w, rowH, ink.accent, lineH) +
    textBar(b.x + b.w * 0.04, b.y + rowH / 2 - lineH / 2, b.w * 0.2, lineH, paper);
  const statuses = [success, warning, ink.to];
  for (let i = 0, y = b.y + rowH * 1.3; y + rowH <= b.y + b.h; i++, y += rowH) {
    if (i % 2 === 1) out += rect(b.x, y, b.w, rowH, surface, lineH);
    const mid = y + rowH / 2;
    out +=
      circle(b.x + b.w * 0.04 + lineH, mid, lineH, rng.pick([ink.accent, faint, ink.pop])) +
      textBar(b.x + b.w * 0.04 + lineH * 3, mid - lineH / 2, b.w * (0.18 + rng.next() * 0.14), lineH, slate) +
      textBar(b.x + b.w * 0.5, mid - lineH / 2, b.w * (0.1 + rng.next() * 0.12), lineH, faint) +
      rect(
        b.x + b.w * 0.78,
        mid - lineH * 0.9,
        b.w * 0.16,
        lineH * 1.8,
        statuses[rng.int(0, 2)]!,
        lineH * 0.9,
        ' fill-opacity=".85"',
      );
  }
  return out;
};

/** A workflow editor: a dotted canvas, a trigger, steps and a branch linked by curves. */
const flow: Panel = (box, ink, rng) => {
  const u = Math.min(box.w, box.h);
  const nodeW = box.w * 0.26;
  const nodeH = u * 0.19;
  const dots: string[] = [];
  const step = u * 0.08;
  for (let y = box.y + step / 2; y < box.y + box.h; y += step) {
    for (let x = box.x + step / 2; x < box.x + box.w; x += step) dots.push(`M${n(x)} ${n(y)}h.1`);
  }
  let out = `<path d="${dots.join('')}" stroke="${faint}" stroke-width="${n(u * 0.012)}" stroke-linecap="round"/>`;
  const columns = 3;
  const colX = (c: number) => box.x + box.w * (0.04 + (c * 0.66) / (columns - 1));
  const rowsIn = [1, rng.int(1, 2), 2];
  const nodes = rowsIn.flatMap((rows, c) =>
    Array.from({ length: rows }, (_, r) => ({
      c,
      x: colX(c),
      y: box.y + (box.h * (r + 1)) / (rows + 1) - nodeH / 2 + (rng.next() - 0.5) * u * 0.06,
    })),
  );
  const links: string[] = [];
  for (const a of nodes) {
    for (const b of nodes.filter((o) => o.c === a.c + 1)) {
      const x1 = a.x + nodeW;
      const y1 = a.y + nodeH / 2;
      const x2 = b.x;
      const y2 = b.y + nodeH / 2;
      const mid = (x1 + x2) / 2;
      links.push(`M${n(x1)} ${n(y1)}C${n(mid)} ${n(y1)} ${n(mid)} ${n(y2)} ${n(x2)} ${n(y2)}`);
    }
  }
  out += `<path d="${links.join('')}" fill="none" stroke="${ink.to}" stroke-width="${n(u * 0.012)}" stroke-opacity=".7"/>`;
  const kinds = rng.sample(glyphKinds, nodes.length);
  nodes.forEach((node, i) => {
    const color = i === 0 ? ink.pop : node.c === columns - 1 ? success : ink.to;
    out +=
      rect(node.x, node.y + nodeH * 0.06, nodeW, nodeH, '#0f172a', nodeH * 0.2, ' fill-opacity=".1"') +
      rect(node.x, node.y, nodeW, nodeH, paper, nodeH * 0.2, ` stroke="${line}" stroke-width="${n(u * 0.005)}"`) +
      rect(node.x + nodeH * 0.08, node.y + nodeH * 0.2, nodeH * 0.07, nodeH * 0.6, color, nodeH * 0.035) +
      circle(node.x + nodeH * 0.58, node.y + nodeH / 2, nodeH * 0.3, color, ' fill-opacity=".18"') +
      glyph(kinds[i]!, node.x + nodeH * 0.58, node.y + nodeH / 2, nodeH * 0.42, color) +
      textBar(node.x + nodeH, node.y + nodeH * 0.3, nodeW * 0.45, nodeH * 0.13, slate) +
      textBar(node.x + nodeH, node.y + nodeH * 0.56, nodeW * 0.3, nodeH * 0.11, faint) +
      circle(node.x + nodeW, node.y + nodeH / 2, nodeH * 0.08, ink.to);
  });
  return out;
};

/** A board of three columns of cards with a coloured tag and an assignee. */
const kanban: Panel = (box, ink, rng) => {
  const u = Math.min(box.w, box.h);
  const b = inset(box, u * 0.05);
  const gap = u * 0.04;
  const colW = (b.w - gap * 2) / 3;
  const lineH = u * 0.026;
  const tags = [ink.pop, ink.to, success];
  let out = '';
  for (let c = 0; c < 3; c++) {
    const x = b.x + c * (colW + gap);
    out += rect(x, b.y, colW, b.h, surface, u * 0.03);
    out +=
      circle(x + colW * 0.1, b.y + lineH * 1.8, lineH * 0.6, tags[c]!) +
      textBar(x + colW * 0.18, b.y + lineH * 1.3, colW * 0.4, lineH, slate);
    let y = b.y + lineH * 4;
    for (let k = 0; k < 4; k++) {
      const lines = rng.int(1, 2);
      const h = lineH * (lines * 2 + 4.4);
      if (y + h > b.y + b.h - lineH) break;
      out +=
        rect(
          x + colW * 0.06,
          y,
          colW * 0.88,
          h,
          paper,
          u * 0.02,
          ` stroke="${line}" stroke-width="${n(lineH * 0.12)}"`,
        ) +
        rect(x + colW * 0.12, y + lineH, colW * 0.24, lineH * 0.9, tags[rng.int(0, 2)]!, lineH * 0.45) +
        paragraph(rng, x + colW * 0.12, y + lineH * 2.8, colW * 0.7, lines, lineH * 0.9, slate) +
        circle(x + colW * 0.82, y + h - lineH * 1.4, lineH * 0.8, ink.accent);
      y += h + lineH;
    }
  }
  return out;
};

/** A forecast: history as a solid line, the prediction dashed in its confidence band, and a breakdown donut. */
const forecast: Panel = (box, ink, rng) => {
  const u = Math.min(box.w, box.h);
  const b = inset(box, u * 0.06);
  const lineH = u * 0.028;
  const plot = { x: b.x, y: b.y + lineH * 3, w: b.w * 0.66, h: b.h - lineH * 5 };
  let out = textBar(b.x, b.y, b.w * 0.24, lineH, slate) + textBar(b.x + b.w * 0.28, b.y, b.w * 0.1, lineH, ink.pop);
  for (let k = 0; k <= 4; k++) out += rect(plot.x, plot.y + (plot.h * k) / 4, plot.w, lineH * 0.12, line);
  const values = series(rng, 12);
  const cut = 7;
  const at = (k: number, v: number) =>
    [plot.x + (k * plot.w) / (values.length - 1), plot.y + plot.h * (1 - v * 0.9)] as const;
  const history = values.slice(0, cut + 1).map((v, k) => at(k, v));
  const ahead = values.slice(cut).map((v, k) => at(k + cut, v));
  const spread = (k: number) => plot.h * 0.05 * (k + 1);
  const upper = ahead.map(([x, y], k) => [x, y - spread(k)] as const);
  const lower = ahead.map(([x, y], k) => [x, y + spread(k)] as const).reverse();
  out +=
    `<path d="${smoothPath(upper)}L${lower.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z" fill="${ink.pop}" fill-opacity=".18"/>` +
    rect(history.at(-1)![0] - lineH * 0.1, plot.y, lineH * 0.2, plot.h, slate, 0, ' fill-opacity=".6"') +
    `<path d="${smoothPath(history)}" fill="none" stroke="${ink.from}" stroke-width="${n(lineH * 0.55)}" stroke-linecap="round"/>` +
    `<path d="${smoothPath(ahead)}" fill="none" stroke="${ink.pop}" stroke-width="${n(lineH * 0.55)}" stroke-dasharray="${n(lineH)} ${n(lineH * 0.8)}"/>` +
    circle(history.at(-1)![0], history.at(-1)![1], lineH * 0.7, ink.from);
  const side = { x: b.x + b.w * 0.74, w: b.w * 0.26 };
  const r = Math.min(side.w * 0.36, b.h * 0.2);
  const first = 0.3 + rng.next() * 0.25;
  const second = 0.15 + rng.next() * 0.2;
  out += donut(
    side.x + side.w / 2,
    plot.y + r * 1.1,
    r,
    r * 0.38,
    [first, second, 1 - first - second - 0.04],
    [ink.from, ink.pop, ink.accent],
  );
  [ink.from, ink.pop, ink.accent].forEach((color, k) => {
    const y = plot.y + r * 2.6 + k * lineH * 2.4;
    out +=
      circle(side.x + lineH * 0.6, y + lineH / 2, lineH * 0.6, color) +
      textBar(side.x + lineH * 2, y, side.w * (0.5 + rng.next() * 0.3), lineH, faint);
  });
  return out;
};

/** One generated picture: a sky in two colours, a sun, hills or waves. */
function picture(box: Box, colors: readonly [string, string, string], rng: Rng, id: string): string {
  const { x, y, w, h } = box;
  const ridge = (base: number, amp: number) =>
    smoothPath(Array.from({ length: 5 }, (_, k) => [x + (k * w) / 4, y + h * (base - rng.next() * amp)] as const)) +
    `L${n(x + w)} ${n(y + h)}L${n(x)} ${n(y + h)}Z`;
  return (
    `<linearGradient id="${id}" x2="0" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient>` +
    rect(x, y, w, h, `url(#${id})`, Math.min(w, h) * 0.06) +
    circle(
      x + w * (0.25 + rng.next() * 0.5),
      y + h * (0.25 + rng.next() * 0.15),
      Math.min(w, h) * (0.1 + rng.next() * 0.08),
      '#fff7d6',
      ' fill-opacity=".9"',
    ) +
    `<path d="${ridge(0.7, 0.25)}" fill="${colors[2]}" fill-opacity=".65"/>` +
    `<path d="${ridge(0.88, 0.12)}" fill="${colors[2]}"/>`
  );
}

/** An image generator: the prompt field, then a grid of generated pictures. */
const images: Panel = (box, ink, rng) => {
  const u = Math.min(box.w, box.h);
  const b = inset(box, u * 0.05);
  const promptH = u * 0.12;
  let out =
    rect(b.x, b.y, b.w, promptH, surface, promptH / 2) +
    sparkle(b.x + promptH * 0.5, b.y + promptH / 2, promptH * 0.26, ink.pop) +
    textBar(b.x + promptH, b.y + promptH * 0.42, b.w * 0.45, promptH * 0.16, slate) +
    rect(
      b.x + b.w - b.w * 0.18 - promptH * 0.15,
      b.y + promptH * 0.15,
      b.w * 0.18,
      promptH * 0.7,
      ink.from,
      promptH * 0.35,
    );
  const cols = b.w > b.h * 1.2 ? 3 : 2;
  const gap = u * 0.03;
  const gridY = b.y + promptH + gap;
  const cellW = (b.w - gap * (cols - 1)) / cols;
  const cellH = (b.y + b.h - gridY - gap) / 2;
  const palettes: (readonly [string, string, string])[] = [
    [ink.accent, ink.to, ink.from],
    ['#fde68a', '#fb7185', '#7c2d12'],
    ['#bae6fd', '#6366f1', '#1e1b4b'],
    ['#a7f3d0', '#0ea5e9', '#064e3b'],
    ['#fbcfe8', '#a855f7', '#3b0764'],
    ['#fed7aa', '#f97316', '#431407'],
  ];
  const order = rng.sample(palettes, palettes.length);
  for (let r = 0; r < 2; r++) {
    for (let c = 0; c < cols; c++) {
      const i = r * cols + c;
      out += picture(
        { x: b.x + c * (cellW + gap), y: gridY + r * (cellH + gap), w: cellW, h: cellH },
        order[i % order.length]!,
        rng,
        `p${i}${rng.int(0, 1e6).toString(36)}`,
      );
    }
  }
  return out;
};

/** A template editor: a palette of blocks beside a page laid out in a header, a picture and two columns. */
const document: Panel = (box, ink, rng) => {
  const u = Math.min(box.w, box.h);
  const b = inset(box, u * 0.05);
  const side = b.w * 0.2;
  const lineH = u * 0.024;
  let out = rect(b.x, b.y, side, b.h, surface, u * 0.025);
  const blockKinds = rng.sample(glyphKinds, 4);
  blockKinds.forEach((kind, k) => {
    const y = b.y + side * 0.12 + k * side * 0.62;
    if (y + side * 0.5 > b.y + b.h) return;
    out +=
      rect(b.x + side * 0.12, y, side * 0.76, side * 0.5, paper, u * 0.02) +
      glyph(kind, b.x + side / 2, y + side * 0.25, side * 0.3, k === 0 ? ink.pop : slate);
  });
  const page = { x: b.x + side + b.w * 0.05, y: b.y, w: b.w - side - b.w * 0.05, h: b.h };
  out += rect(page.x, page.y, page.w, page.h, paper, u * 0.02, ` stroke="${line}" stroke-width="${n(lineH * 0.15)}"`);
  const p = inset(page, page.w * 0.06);
  const headH = p.h * 0.16;
  out +=
    rect(p.x, p.y, p.w, headH, ink.from, u * 0.02) +
    textBar(p.x + p.w * 0.05, p.y + headH * 0.4, p.w * 0.4, headH * 0.22, paper);
  const picY = p.y + headH + lineH * 1.5;
  const picH = p.h * 0.34;
  const picW = rng.chance(0.5) ? p.w : p.w * 0.55;
  out += picture(
    { x: p.x, y: picY, w: picW, h: picH },
    [ink.accent, ink.to, ink.from],
    rng,
    `d${rng.int(0, 1e6).toString(36)}`,
  );
  if (picW < p.w) out += paragraph(rng, p.x + picW + p.w * 0.05, picY + lineH, p.w * 0.4, 4, lineH, faint);
  const colY = picY + picH + lineH * 1.6;
  const rows = Math.max(1, Math.floor((p.y + p.h - colY) / (lineH * 2)));
  out +=
    paragraph(rng, p.x, colY, p.w * 0.46, rows, lineH, faint) +
    paragraph(rng, p.x + p.w * 0.54, colY, p.w * 0.46, rows, lineH, faint);
  // The block being placed, and the pointer holding it.
  const drag = { x: page.x + page.w * (0.3 + rng.next() * 0.3), y: page.y + page.h * (0.5 + rng.next() * 0.2) };
  out +=
    rect(
      drag.x,
      drag.y,
      page.w * 0.3,
      page.h * 0.12,
      ink.accent,
      u * 0.02,
      ` fill-opacity=".9" stroke="${ink.to}" stroke-width="${n(lineH * 0.2)}" stroke-dasharray="${n(lineH * 0.6)} ${n(lineH * 0.4)}"`,
    ) +
    `<path d="M${n(drag.x + page.w * 0.27)} ${n(drag.y + page.h * 0.08)}l${n(u * 0.05)} ${n(u * 0.12)}l${n(u * 0.02)}-${n(u * 0.045)}l${n(u * 0.045)}-${n(u * 0.02)}Z" fill="#0f172a" stroke="${paper}" stroke-width="${n(lineH * 0.2)}"/>`;
  return out;
};

export const panels: Record<PanelKind, Panel> = { chat, dashboard, table, flow, kanban, forecast, images, document };
