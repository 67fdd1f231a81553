/**
 * SVG drawing helpers for the seed's illustrations: gradients, palms, waves, skylines,
 * houses, people. The few "random" details (lit windows, stars) come from the seed's own
 * seeded generator, so every drawing is the same on every run.
 */
import { mulberry32 } from '../../src/random';

export type Size = { width: number; height: number };
/** A part of a picture: gradient and filter definitions, and shapes. */
export type Part = { defs?: string; body?: string } | string;
/** Each picture by file name (without .webp), drawn as SVG. */
export type Scenes = Record<string, () => string>;
type Stop = readonly [offset: number, color: string, opacity?: number];

export const CARD: Size = { width: 800, height: 500 };
export const AVATAR: Size = { width: 400, height: 400 };

export const r1 = (n: number) => Math.round(n * 10) / 10;

function svg({ width, height }: Size, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>${defs}</defs>
${body}
</svg>`;
}

export function linear(
  id: string,
  stops: readonly Stop[],
  { x1 = 0, y1 = 0, x2 = 0, y2 = 1 }: { x1?: number; y1?: number; x2?: number; y2?: number } = {},
): string {
  const s = stops
    .map(([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`)
    .join('');
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

export function radial(
  id: string,
  stops: readonly Stop[],
  { cx = 0.5, cy = 0.5, r = 0.5 }: { cx?: number; cy?: number; r?: number } = {},
): string {
  const s = stops
    .map(([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`)
    .join('');
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>`;
}

export const blur = (id: string, amount: number) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${amount}"/></filter>`;

export function sky(top: string, bottom: string, { w = 800, h = 500 }: { w?: number; h?: number } = {}): Part {
  return {
    defs: linear('sky', [
      [0, top],
      [1, bottom],
    ]),
    body: `<rect width="${w}" height="${h}" fill="url(#sky)"/>`,
  };
}

export function sun(cx: number, cy: number, r: number, core: string, glow: string): Part {
  return {
    defs: radial('sunGlow', [
      [0, glow, 0.75],
      [1, glow, 0],
    ]),
    body: `<circle cx="${cx}" cy="${cy}" r="${r * 2.6}" fill="url(#sunGlow)"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${core}"/>`,
  };
}

/** A band of water whose top edge is a gentle sine wave. */
export function wave(
  y: number,
  amp: number,
  length: number,
  phase: number,
  color: string,
  opacity = 1,
  w = 800,
  h = 500,
): string {
  let d = `M0 ${h} L0 ${r1(y + Math.sin(phase) * amp)}`;
  for (let x = 0; x <= w; x += 20) {
    d += ` L${x} ${r1(y + Math.sin(phase + (x / length) * Math.PI * 2) * amp)}`;
  }
  d += ` L${w} ${h} Z`;
  return `<path d="${d}" fill="${color}" opacity="${opacity}"/>`;
}

export function palm(
  x: number,
  baseY: number,
  height: number,
  lean: number,
  {
    trunk = '#6b4a2b',
    leaf = '#1f6f4a',
    leafDark = '#15573a',
  }: { trunk?: string; leaf?: string; leafDark?: string } = {},
): string {
  const topX = x + lean;
  const topY = baseY - height;
  const ctrlX = x + lean * 0.2;
  const ctrlY = baseY - height * 0.55;
  let out = `<path d="M${x} ${baseY} Q${ctrlX} ${ctrlY} ${topX} ${topY}" stroke="${trunk}" stroke-width="${r1(height * 0.055)}" fill="none" stroke-linecap="round"/>`;
  // trunk rings
  for (let i = 1; i < 9; i++) {
    const t = i / 9;
    const px = (1 - t) * (1 - t) * x + 2 * (1 - t) * t * ctrlX + t * t * topX;
    const py = (1 - t) * (1 - t) * baseY + 2 * (1 - t) * t * ctrlY + t * t * topY;
    out += `<circle cx="${r1(px)}" cy="${r1(py)}" r="${r1(height * 0.02)}" fill="#000" opacity="0.12"/>`;
  }
  const fronds = [-160, -130, -100, -70, -40, -10, 20, 200];
  for (const [i, angle] of fronds.entries()) {
    const len = height * (0.48 + (i % 3) * 0.06);
    const rad = (angle * Math.PI) / 180;
    const ex = topX + Math.cos(rad) * len;
    const ey = topY + Math.sin(rad) * len * 0.55 + len * 0.35;
    const mx = topX + Math.cos(rad) * len * 0.5;
    const my = topY + Math.sin(rad) * len * 0.5 - len * 0.12;
    const color = i % 2 ? leaf : leafDark;
    out += `<path d="M${r1(topX)} ${r1(topY)} Q${r1(mx)} ${r1(my - len * 0.12)} ${r1(ex)} ${r1(ey)} Q${r1(mx)} ${r1(my + len * 0.1)} ${r1(topX)} ${r1(topY)} Z" fill="${color}"/>`;
  }
  out += `<circle cx="${r1(topX)}" cy="${r1(topY + 4)}" r="${r1(height * 0.035)}" fill="#5a3b1d"/>`;
  return out;
}

/** Downtown Tampa: towers, the round "beer can", and the silver minarets. */
export function skyline(
  baseY: number,
  {
    body = '#1d2a4a',
    windows = '#ffd98a',
    seed = 7,
    lit = 0.35,
    minarets = true,
  }: { body?: string; windows?: string; seed?: number; lit?: number; minarets?: boolean } = {},
): string {
  const rand = mulberry32(seed);
  let out = '';
  const towers: Array<[x: number, w: number, h: number]> = [
    [40, 70, 150],
    [115, 55, 210],
    [175, 80, 260],
    [262, 50, 190],
    [318, 90, 300],
    [415, 60, 230],
    [482, 75, 275],
    [565, 55, 180],
    [625, 85, 240],
    [715, 60, 170],
  ];
  for (const [x, w, h] of towers) {
    out += `<rect x="${x}" y="${baseY - h}" width="${w}" height="${h}" fill="${body}"/>`;
    for (let wy = baseY - h + 14; wy < baseY - 12; wy += 16) {
      for (let wx = x + 8; wx < x + w - 10; wx += 13) {
        if (rand() < lit)
          out += `<rect x="${wx}" y="${wy}" width="6" height="8" fill="${windows}" opacity="${r1(0.55 + rand() * 0.45)}"/>`;
      }
    }
  }
  // the round tower with its flat cap
  out += `<rect x="372" y="${baseY - 250}" width="40" height="250" rx="20" fill="${body}"/>`;
  out += `<rect x="368" y="${baseY - 256}" width="48" height="10" rx="3" fill="${body}"/>`;
  // a stepped top and a mast
  out += `<rect x="335" y="${baseY - 330}" width="56" height="34" fill="${body}"/><rect x="360" y="${baseY - 370}" width="4" height="40" fill="${body}"/>`;
  if (minarets) {
    for (const [mx, mh] of [
      [20, 120],
      [770, 110],
    ] as const) {
      out += `<rect x="${mx - 7}" y="${baseY - mh}" width="14" height="${mh}" fill="${body}"/>`;
      out += `<circle cx="${mx}" cy="${baseY - mh - 6}" r="13" fill="#c9d3e6"/>`;
      out += `<path d="M${mx - 13} ${baseY - mh - 6} Q${mx} ${baseY - mh - 40} ${mx + 13} ${baseY - mh - 6} Z" fill="#c9d3e6"/>`;
      out += `<rect x="${mx - 1}" y="${baseY - mh - 52}" width="2" height="16" fill="#c9d3e6"/>`;
    }
  }
  return out;
}

export function stars(count: number, seed: number, maxY: number, w = 800): string {
  const rand = mulberry32(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    out += `<circle cx="${Math.round(rand() * w)}" cy="${Math.round(rand() * maxY)}" r="${r1(0.6 + rand() * 1.4)}" fill="#fff" opacity="${r1(0.4 + rand() * 0.6)}"/>`;
  }
  return out;
}

export function house(
  x: number,
  baseY: number,
  w: number,
  h: number,
  {
    wall = '#f4e3c8',
    roof = '#b5523b',
    door = '#2f5d62',
    trim = '#fff',
  }: { wall?: string; roof?: string; door?: string; trim?: string } = {},
): string {
  const roofH = h * 0.55;
  let out = `<rect x="${x}" y="${baseY - h}" width="${w}" height="${h}" fill="${wall}"/>`;
  out += `<path d="M${x - 14} ${baseY - h + 2} L${x + w / 2} ${baseY - h - roofH} L${x + w + 14} ${baseY - h + 2} Z" fill="${roof}"/>`;
  const dw = w * 0.18;
  out += `<rect x="${x + w / 2 - dw / 2}" y="${baseY - h * 0.55}" width="${dw}" height="${h * 0.55}" fill="${door}"/>`;
  for (const wx of [x + w * 0.12, x + w * 0.68]) {
    out += `<rect x="${wx}" y="${baseY - h * 0.72}" width="${w * 0.2}" height="${h * 0.3}" fill="#a9d4e8" stroke="${trim}" stroke-width="4"/>`;
    out += `<line x1="${wx + w * 0.1}" y1="${baseY - h * 0.72}" x2="${wx + w * 0.1}" y2="${baseY - h * 0.42}" stroke="${trim}" stroke-width="3"/>`;
  }
  return out;
}

export function grass(y: number, color = '#6fae5b', w = 800, h = 500): string {
  return `<path d="M0 ${y} Q200 ${y - 14} 400 ${y} T800 ${y} L${w} ${h} L0 ${h} Z" fill="${color}"/>`;
}

/** Skin, hair and shirt colours and one of four hair styles (0-3). */
export type PersonStyle = { skin?: string; hair?: string; shirt?: string; style?: number };

export function person(
  cx: number,
  cy: number,
  scale: number,
  { skin = '#e7b48f', hair = '#3b2a20', shirt = '#e8684a', style = 0 }: PersonStyle = {},
): string {
  const s = scale;
  let out = '';
  // shoulders
  out += `<path d="M${cx - 120 * s} ${cy + 190 * s} Q${cx - 110 * s} ${cy + 70 * s} ${cx} ${cy + 62 * s} Q${cx + 110 * s} ${cy + 70 * s} ${cx + 120 * s} ${cy + 190 * s} Z" fill="${shirt}"/>`;
  out += `<rect x="${cx - 20 * s}" y="${cy + 20 * s}" width="${40 * s}" height="${50 * s}" fill="${skin}"/>`;
  // hair behind the head
  if (style === 1)
    out += `<path d="M${cx - 72 * s} ${cy} Q${cx - 80 * s} ${cy + 110 * s} ${cx - 40 * s} ${cy + 120 * s} L${cx + 40 * s} ${cy + 120 * s} Q${cx + 80 * s} ${cy + 110 * s} ${cx + 72 * s} ${cy} Z" fill="${hair}"/>`;
  if (style === 3) out += `<circle cx="${cx}" cy="${cy - 40 * s}" r="${78 * s}" fill="${hair}"/>`;
  out += `<ellipse cx="${cx}" cy="${cy - 10 * s}" rx="${56 * s}" ry="${64 * s}" fill="${skin}"/>`;
  // hair on top
  if (style === 0)
    out += `<path d="M${cx - 58 * s} ${cy - 14 * s} Q${cx - 60 * s} ${cy - 86 * s} ${cx} ${cy - 80 * s} Q${cx + 62 * s} ${cy - 84 * s} ${cx + 58 * s} ${cy - 14 * s} Q${cx + 30 * s} ${cy - 52 * s} ${cx - 58 * s} ${cy - 14 * s} Z" fill="${hair}"/>`;
  if (style === 1)
    out += `<path d="M${cx - 60 * s} ${cy - 4 * s} Q${cx - 50 * s} ${cy - 92 * s} ${cx + 8 * s} ${cy - 80 * s} Q${cx + 66 * s} ${cy - 76 * s} ${cx + 60 * s} ${cy - 4 * s} Q${cx + 10 * s} ${cy - 40 * s} ${cx - 60 * s} ${cy - 4 * s} Z" fill="${hair}"/>`;
  if (style === 2)
    out += `<path d="M${cx - 56 * s} ${cy - 26 * s} Q${cx} ${cy - 96 * s} ${cx + 56 * s} ${cy - 26 * s} Q${cx} ${cy - 56 * s} ${cx - 56 * s} ${cy - 26 * s} Z" fill="${hair}"/><rect x="${cx - 62 * s}" y="${cy - 40 * s}" width="${124 * s}" height="${14 * s}" rx="${7 * s}" fill="#f2c14e"/>`;
  if (style === 3)
    out += `<path d="M${cx - 56 * s} ${cy - 20 * s} Q${cx} ${cy - 70 * s} ${cx + 56 * s} ${cy - 20 * s} Q${cx} ${cy - 40 * s} ${cx - 56 * s} ${cy - 20 * s} Z" fill="${hair}"/>`;
  // sunglasses pushed up / simple smile
  out += `<path d="M${cx - 18 * s} ${cy + 22 * s} Q${cx} ${cy + 34 * s} ${cx + 18 * s} ${cy + 22 * s}" stroke="#7a3b2e" stroke-width="${4 * s}" fill="none" stroke-linecap="round"/>`;
  out += `<circle cx="${cx - 20 * s}" cy="${cy - 4 * s}" r="${5 * s}" fill="#2b2b2b"/><circle cx="${cx + 20 * s}" cy="${cy - 4 * s}" r="${5 * s}" fill="#2b2b2b"/>`;
  return out;
}

// A scene is { defs: string, body: string }. compose() merges several parts.
export function compose(size: Size, ...parts: Part[]): string {
  const defs = parts.map((p) => (typeof p === 'string' ? '' : p.defs || '')).join('');
  const body = parts.map((p) => (typeof p === 'string' ? p : p.body || '')).join('\n');
  return svg(size, defs, body);
}
