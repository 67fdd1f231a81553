#!/usr/bin/env node
// Renders the illustrations used by the Tampa Local seed data.
//
// Every picture is drawn as SVG from simple shapes (gradients, palms, waves,
// skylines, plates, dumbbells, houses, stage lights...) and encoded to WebP
// with sharp. The output is deterministic: no clock, no Math.random; the few
// "random" details (lit windows, confetti, stars) come from a seeded PRNG.
//
//   node seed/scripts/make-images.mjs            # writes seed/images/*.webp
//   node seed/scripts/make-images.mjs --only=beach-palms,avatar-maya

import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'images');
const CARD = { width: 800, height: 500 };
const AVATAR = { width: 400, height: 400 };
const WEBP = { quality: 70, effort: 6, smartSubsample: true };

// ---------------------------------------------------------------- helpers

/** Small, fast, seedable PRNG (mulberry32). */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n) => Math.round(n * 10) / 10;

function svg({ width, height }, defs, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>${defs}</defs>
${body}
</svg>`;
}

function linear(id, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) {
  const s = stops
    .map(([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`)
    .join('');
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

function radial(id, stops, { cx = 0.5, cy = 0.5, r = 0.5 } = {}) {
  const s = stops
    .map(([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`)
    .join('');
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>`;
}

const blur = (id, amount) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${amount}"/></filter>`;

function sky(top, bottom, { w = 800, h = 500 } = {}) {
  return {
    defs: linear('sky', [
      [0, top],
      [1, bottom],
    ]),
    body: `<rect width="${w}" height="${h}" fill="url(#sky)"/>`,
  };
}

function sun(cx, cy, r, core, glow) {
  return {
    defs: radial('sunGlow', [
      [0, glow, 0.75],
      [1, glow, 0],
    ]),
    body: `<circle cx="${cx}" cy="${cy}" r="${r * 2.6}" fill="url(#sunGlow)"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${core}"/>`,
  };
}

/** A band of water whose top edge is a gentle sine wave. */
function wave(y, amp, length, phase, color, opacity = 1, w = 800, h = 500) {
  let d = `M0 ${h} L0 ${r1(y + Math.sin(phase) * amp)}`;
  for (let x = 0; x <= w; x += 20) {
    d += ` L${x} ${r1(y + Math.sin(phase + (x / length) * Math.PI * 2) * amp)}`;
  }
  d += ` L${w} ${h} Z`;
  return `<path d="${d}" fill="${color}" opacity="${opacity}"/>`;
}

function palm(x, baseY, height, lean, { trunk = '#6b4a2b', leaf = '#1f6f4a', leafDark = '#15573a' } = {}) {
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
function skyline(baseY, { body = '#1d2a4a', windows = '#ffd98a', seed = 7, lit = 0.35, minarets = true } = {}) {
  const rand = prng(seed);
  let out = '';
  const towers = [
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
    ]) {
      out += `<rect x="${mx - 7}" y="${baseY - mh}" width="14" height="${mh}" fill="${body}"/>`;
      out += `<circle cx="${mx}" cy="${baseY - mh - 6}" r="13" fill="#c9d3e6"/>`;
      out += `<path d="M${mx - 13} ${baseY - mh - 6} Q${mx} ${baseY - mh - 40} ${mx + 13} ${baseY - mh - 6} Z" fill="#c9d3e6"/>`;
      out += `<rect x="${mx - 1}" y="${baseY - mh - 52}" width="2" height="16" fill="#c9d3e6"/>`;
    }
  }
  return out;
}

function stars(count, seed, maxY, w = 800) {
  const rand = prng(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    out += `<circle cx="${Math.round(rand() * w)}" cy="${Math.round(rand() * maxY)}" r="${r1(0.6 + rand() * 1.4)}" fill="#fff" opacity="${r1(0.4 + rand() * 0.6)}"/>`;
  }
  return out;
}

function house(x, baseY, w, h, { wall = '#f4e3c8', roof = '#b5523b', door = '#2f5d62', trim = '#fff' } = {}) {
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

function grass(y, color = '#6fae5b', w = 800, h = 500) {
  return `<path d="M0 ${y} Q200 ${y - 14} 400 ${y} T800 ${y} L${w} ${h} L0 ${h} Z" fill="${color}"/>`;
}

function person(cx, cy, scale, { skin = '#e7b48f', hair = '#3b2a20', shirt = '#e8684a', style = 0 } = {}) {
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
function compose(size, ...parts) {
  const defs = parts.map((p) => (typeof p === 'string' ? '' : p.defs || '')).join('');
  const body = parts.map((p) => (typeof p === 'string' ? p : p.body || '')).join('\n');
  return svg(size, defs, body);
}

// ---------------------------------------------------------------- scenes

const scenes = {
  // ---- restaurants
  'restaurant-brunch': () =>
    compose(
      CARD,
      sky('#ffe7c2', '#ffb98a'),
      sun(640, 110, 46, '#fff4d6', '#ffd27a'),
      `<rect x="0" y="330" width="800" height="170" fill="#c98b5a"/><rect x="0" y="330" width="800" height="10" fill="#a86f45"/>`,
      // plate of pancakes
      `<ellipse cx="330" cy="400" rx="190" ry="62" fill="#f7f3ec"/><ellipse cx="330" cy="394" rx="150" ry="46" fill="#ece4d8"/>`,
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<ellipse cx="330" cy="${380 - i * 22}" rx="110" ry="30" fill="#e3a558"/><ellipse cx="330" cy="${372 - i * 22}" rx="110" ry="28" fill="#f0c27b"/>`,
        )
        .join(''),
      `<rect x="298" y="292" width="50" height="18" rx="4" fill="#fff3b0"/><path d="M240 300 Q300 320 330 296 Q360 320 420 302 L416 330 Q330 350 244 330 Z" fill="#a8431f" opacity="0.75"/>`,
      `<circle cx="290" cy="290" r="9" fill="#c2183c"/><circle cx="365" cy="286" r="8" fill="#3a4fa5"/><circle cx="338" cy="281" r="7" fill="#c2183c"/>`,
      // coffee
      `<ellipse cx="610" cy="420" rx="80" ry="22" fill="#f7f3ec"/><path d="M560 330 L660 330 L650 410 Q610 428 570 410 Z" fill="#fff"/><ellipse cx="610" cy="332" rx="50" ry="12" fill="#6b3f22"/><path d="M658 350 Q700 352 690 386 Q680 400 652 396" stroke="#fff" stroke-width="10" fill="none"/>`,
      `<path d="M590 300 Q580 280 596 262 Q610 246 600 226" stroke="#fff" stroke-width="5" fill="none" opacity="0.7" stroke-linecap="round"/><path d="M622 304 Q612 284 628 266 Q642 250 632 230" stroke="#fff" stroke-width="5" fill="none" opacity="0.6" stroke-linecap="round"/>`,
      `<rect x="120" y="360" width="10" height="110" rx="4" fill="#c7ccd4" transform="rotate(-8 125 415)"/><rect x="540" y="370" width="10" height="110" rx="4" fill="#c7ccd4" transform="rotate(12 545 425)"/>`,
    ),
  'restaurant-plate': () =>
    compose(
      CARD,
      {
        defs: linear('cloth', [
          [0, '#24495e'],
          [1, '#17303f'],
        ]),
        body: '<rect width="800" height="500" fill="url(#cloth)"/>',
      },
      Array.from(
        { length: 11 },
        (_, i) => `<rect x="${i * 80}" y="0" width="36" height="500" fill="#fff" opacity="0.04"/>`,
      ).join(''),
      `<circle cx="400" cy="250" r="190" fill="#0c1d27" opacity="0.35"/><circle cx="400" cy="245" r="180" fill="#f8f6f1"/><circle cx="400" cy="245" r="135" fill="#eeeae2"/>`,
      // seared fish + greens + citrus
      `<path d="M310 250 Q330 190 420 196 Q492 204 500 252 Q470 300 396 298 Q330 294 310 250 Z" fill="#d9904a"/><path d="M330 248 Q360 222 420 222 Q470 226 482 252" stroke="#8e4f1f" stroke-width="6" fill="none" opacity="0.6"/>`,
      `<circle cx="300" cy="310" r="26" fill="#4c9a3f"/><circle cx="330" cy="326" r="22" fill="#3b7f31"/><circle cx="278" cy="290" r="18" fill="#5bb04a"/>`,
      `<circle cx="478" cy="318" r="28" fill="#f5d547"/><circle cx="478" cy="318" r="21" fill="#fbe98a"/>${[0, 45, 90, 135].map((a) => `<line x1="478" y1="318" x2="${r1(478 + Math.cos((a * Math.PI) / 180) * 21)}" y2="${r1(318 + Math.sin((a * Math.PI) / 180) * 21)}" stroke="#f5d547" stroke-width="2"/><line x1="478" y1="318" x2="${r1(478 - Math.cos((a * Math.PI) / 180) * 21)}" y2="${r1(318 - Math.sin((a * Math.PI) / 180) * 21)}" stroke="#f5d547" stroke-width="2"/>`).join('')}`,
      `<circle cx="380" cy="180" r="6" fill="#c0392b"/><circle cx="402" cy="176" r="5" fill="#c0392b"/><circle cx="424" cy="184" r="6" fill="#c0392b"/>`,
      // fork and knife
      `<rect x="150" y="110" width="12" height="280" rx="6" fill="#d5dbe3"/><rect x="140" y="100" width="4" height="60" fill="#d5dbe3"/><rect x="154" y="100" width="4" height="60" fill="#d5dbe3"/><rect x="168" y="100" width="4" height="60" fill="#d5dbe3"/><rect x="138" y="150" width="36" height="12" rx="6" fill="#d5dbe3"/>`,
      `<path d="M640 100 Q672 140 660 230 L650 230 L650 390 Q650 398 642 398 Q634 398 634 390 L634 100 Z" fill="#d5dbe3"/>`,
    ),
  'restaurant-tacos': () =>
    compose(
      CARD,
      sky('#ffcf5c', '#ff7a59'),
      Array.from(
        { length: 9 },
        (_, i) =>
          `<path d="M${i * 100 - 20} 0 L${i * 100 + 20} 0 L${i * 100 + 40} 70 L${i * 100} 90 L${i * 100 - 40} 70 Z" fill="${['#e84a5f', '#2a9d8f', '#f4a261', '#6a4c93'][i % 4]}" opacity="0.85"/>`,
      ).join(''),
      `<line x1="0" y1="2" x2="800" y2="2" stroke="#333" stroke-width="3"/>`,
      `<ellipse cx="400" cy="410" rx="330" ry="60" fill="#b35c2e"/><ellipse cx="400" cy="400" rx="310" ry="50" fill="#d9743a"/>`,
      [180, 400, 620]
        .map(
          (x, i) =>
            `<path d="M${x - 110} 390 Q${x} 170 ${x + 110} 390 Z" fill="#f1c15b"/>` +
            `<path d="M${x - 92} 360 Q${x - 70} 280 ${x - 20} 262 Q${x + 40} 250 ${x + 80} 300 Q${x + 96} 330 ${x + 92} 360 Z" fill="${['#8a3b1b', '#a34b24', '#7a2f14'][i]}"/>` +
            `<path d="M${x - 90} 330 Q${x - 40} 270 ${x} 286 Q${x + 50} 266 ${x + 90} 326" stroke="#69b34c" stroke-width="14" fill="none" stroke-linecap="round"/>` +
            `<circle cx="${x - 40}" cy="300" r="9" fill="#e63946"/><circle cx="${x + 20}" cy="292" r="8" fill="#fff"/><circle cx="${x + 52}" cy="306" r="9" fill="#e63946"/>` +
            `<path d="M${x - 110} 390 Q${x} 200 ${x + 110} 390" stroke="#d79a33" stroke-width="6" fill="none"/>`,
        )
        .join(''),
      `<circle cx="720" cy="440" r="30" fill="#7cc04b"/><circle cx="720" cy="440" r="22" fill="#b6e07f"/>`,
    ),
  'restaurant-seafood': () =>
    compose(
      CARD,
      sky('#8fd3f4', '#e0f4ff'),
      wave(250, 6, 260, 0, '#3d8fc4'),
      wave(270, 5, 200, 1, '#2f78ab'),
      `<rect x="0" y="320" width="800" height="180" fill="#8b5e3c"/>${Array.from({ length: 9 }, (_, i) => `<rect x="0" y="${330 + i * 20}" width="800" height="2" fill="#6d4529"/>`).join('')}`,
      // oyster platter on ice
      `<ellipse cx="400" cy="400" rx="280" ry="78" fill="#c7ccd4"/><ellipse cx="400" cy="392" rx="262" ry="66" fill="#eef6fb"/>`,
      Array.from({ length: 40 }, (_, i) => {
        const rand = prng(900 + i);
        return `<circle cx="${r1(160 + rand() * 480)}" cy="${r1(360 + rand() * 60)}" r="${r1(6 + rand() * 8)}" fill="#fff" opacity="0.8"/>`;
      }).join(''),
      [
        [250, 380],
        [330, 410],
        [420, 372],
        [500, 410],
        [570, 378],
        [395, 430],
      ]
        .map(
          ([x, y]) =>
            `<ellipse cx="${x}" cy="${y}" rx="44" ry="26" fill="#8d8a7d"/><ellipse cx="${x}" cy="${y - 2}" rx="34" ry="18" fill="#e9e1cf"/><ellipse cx="${x}" cy="${y - 2}" rx="18" ry="10" fill="#c9b99a"/>`,
        )
        .join(''),
      `<path d="M300 340 L340 300 L380 340" fill="#f4d35e"/><circle cx="470" cy="330" r="20" fill="#f4d35e"/><circle cx="470" cy="330" r="14" fill="#fbe98a"/>`,
      `<path d="M110 150 q20 -20 40 0 q20 -20 40 0" stroke="#fff" stroke-width="4" fill="none"/><path d="M640 110 q14 -14 28 0 q14 -14 28 0" stroke="#fff" stroke-width="4" fill="none"/>`,
    ),

  // ---- nightlife
  'nightlife-cocktail': () =>
    compose(
      CARD,
      sky('#1a1035', '#4a1f5c'),
      stars(50, 11, 220),
      {
        defs: blur('soft', 18),
        body: `<circle cx="190" cy="170" r="90" fill="#ff4f8b" opacity="0.5" filter="url(#soft)"/><circle cx="620" cy="140" r="110" fill="#3ad1c6" opacity="0.4" filter="url(#soft)"/>`,
      },
      `<rect x="0" y="380" width="800" height="120" fill="#2b1a14"/><rect x="0" y="372" width="800" height="12" fill="#5c3a26"/>`,
      // coupe glass
      `<path d="M250 170 L410 170 Q400 250 330 262 Q260 250 250 170 Z" fill="#ff8fab" opacity="0.9"/><path d="M250 170 L410 170" stroke="#fff" stroke-width="3" opacity="0.7"/><rect x="326" y="260" width="8" height="100" fill="#e9e9f2"/><ellipse cx="330" cy="372" rx="52" ry="10" fill="#e9e9f2"/>`,
      `<circle cx="392" cy="176" r="22" fill="#9ccf4e"/><circle cx="392" cy="176" r="15" fill="#cfe98e"/>`,
      // highball
      `<rect x="470" y="200" width="100" height="172" rx="8" fill="#f2a541" opacity="0.85"/><rect x="470" y="200" width="100" height="172" rx="8" fill="none" stroke="#fff" stroke-width="3" opacity="0.6"/>`,
      `<rect x="486" y="230" width="30" height="30" rx="4" fill="#fff" opacity="0.5"/><rect x="520" y="262" width="30" height="30" rx="4" fill="#fff" opacity="0.45"/><rect x="535" y="150" width="8" height="120" fill="#e23b5a" transform="rotate(14 539 210)"/>`,
      `<path d="M560 200 l18 -40 l10 6 z" fill="#3a9d5d"/>`,
    ),
  'nightlife-stage': () =>
    compose(
      CARD,
      sky('#0b0b1a', '#221638'),
      [
        [120, '#ff3d7f'],
        [300, '#ffd166'],
        [500, '#4cc9f0'],
        [680, '#b5179e'],
      ]
        .map(
          ([x, c]) =>
            `<path d="M${x} 0 L${x - 90} 420 L${x + 90} 420 Z" fill="${c}" opacity="0.22"/><circle cx="${x}" cy="10" r="16" fill="${c}"/>`,
        )
        .join(''),
      `<rect x="0" y="0" width="800" height="18" fill="#111"/>`,
      `<rect x="0" y="400" width="800" height="100" fill="#1a1a24"/><rect x="0" y="392" width="800" height="10" fill="#3a3a4a"/>`,
      // mic stand, amp, guitar silhouette
      `<rect x="396" y="250" width="6" height="150" fill="#ccc"/><ellipse cx="399" cy="244" rx="12" ry="16" fill="#444"/><rect x="370" y="396" width="58" height="6" fill="#ccc"/>`,
      `<rect x="560" y="310" width="120" height="90" rx="6" fill="#2c2c2c"/><circle cx="620" cy="355" r="30" fill="#111"/><circle cx="620" cy="355" r="12" fill="#333"/>`,
      `<g transform="rotate(-30 220 330)"><ellipse cx="220" cy="360" rx="52" ry="44" fill="#c1440e"/><ellipse cx="220" cy="318" rx="38" ry="32" fill="#c1440e"/><circle cx="220" cy="345" r="12" fill="#1a1a1a"/><rect x="214" y="160" width="12" height="170" fill="#5a3a22"/><rect x="208" y="150" width="24" height="26" rx="4" fill="#3a2516"/></g>`,
      // crowd silhouettes
      Array.from(
        { length: 16 },
        (_, i) =>
          `<circle cx="${25 + i * 50}" cy="${448 + (i % 3) * 6}" r="22" fill="#07070d"/><rect x="${3 + i * 50}" y="${462 + (i % 3) * 6}" width="44" height="60" rx="18" fill="#07070d"/>`,
      ).join(''),
      `<path d="M150 440 l10 -60 l10 60" stroke="#07070d" stroke-width="10" fill="none"/><path d="M560 436 l-8 -58" stroke="#07070d" stroke-width="10"/>`,
    ),
  'nightlife-neon': () =>
    compose(
      CARD,
      sky('#10121f', '#1d2340'),
      `<rect x="0" y="0" width="800" height="500" fill="#1a1d33"/>${Array.from({ length: 12 }, (_, r) => Array.from({ length: 10 }, (_, c) => `<rect x="${c * 82 + (r % 2) * 41 - 20}" y="${r * 42}" width="78" height="38" fill="#232844"/>`).join('')).join('')}`,
      {
        defs: blur('glow', 7),
        body:
          `<g filter="url(#glow)"><rect x="170" y="90" width="460" height="170" rx="34" stroke="#ff3fa4" stroke-width="12" fill="none"/><path d="M250 210 Q300 130 350 210 T450 210 T550 210" stroke="#37f3ff" stroke-width="12" fill="none"/></g>` +
          `<rect x="170" y="90" width="460" height="170" rx="34" stroke="#ffd1ec" stroke-width="4" fill="none"/><path d="M250 210 Q300 130 350 210 T450 210 T550 210" stroke="#d9fdff" stroke-width="4" fill="none"/>`,
      },
      {
        defs: blur('glow2', 6),
        body: `<g filter="url(#glow2)"><path d="M330 330 L360 440 L400 340 L440 440 L470 330" stroke="#ffe66d" stroke-width="10" fill="none"/></g><path d="M330 330 L360 440 L400 340 L440 440 L470 330" stroke="#fff7c4" stroke-width="3" fill="none"/>`,
      },
      `<rect x="0" y="470" width="800" height="30" fill="#0c0d18"/>`,
    ),

  // ---- attractions
  'attraction-skyline': () =>
    compose(
      CARD,
      sky('#ff9a76', '#ffd3a5'),
      sun(560, 250, 60, '#fff1c1', '#ffc06b'),
      skyline(360, { body: '#3b2f56', windows: '#ffd98a', seed: 3, lit: 0.25 }),
      wave(372, 4, 300, 0, '#5a6fa8'),
      wave(400, 5, 220, 2, '#46578e'),
      `<rect x="0" y="352" width="800" height="10" fill="#2a2140"/>`,
      Array.from(
        { length: 6 },
        (_, i) =>
          `<rect x="${120 + i * 110}" y="${420 + (i % 2) * 20}" width="${50 + (i % 3) * 20}" height="3" fill="#ffd3a5" opacity="0.5"/>`,
      ).join(''),
      `<path d="M140 120 q14 -12 28 0 q14 -12 28 0" stroke="#3b2f56" stroke-width="3" fill="none"/><path d="M220 90 q10 -9 20 0 q10 -9 20 0" stroke="#3b2f56" stroke-width="3" fill="none"/>`,
    ),
  'attraction-river': () =>
    compose(
      CARD,
      sky('#7cc6fe', '#d6f0ff'),
      sun(130, 90, 40, '#fffbe0', '#fff2a8'),
      skyline(250, { body: '#7f96b8', windows: '#dfe9f7', seed: 5, lit: 0.3, minarets: false }),
      `<rect x="0" y="250" width="800" height="250" fill="#2a7ab0"/>`,
      wave(280, 4, 160, 0, '#3389c0'),
      wave(330, 5, 200, 1.4, '#2a76a8'),
      wave(400, 6, 240, 2.4, '#21669a'),
      // kayaks
      `<path d="M200 360 Q300 330 420 360 Q300 380 200 360 Z" fill="#f25c54"/><circle cx="310" cy="340" r="14" fill="#f4d35e"/><rect x="302" y="340" width="16" height="18" fill="#2b2d42"/><line x1="250" y1="320" x2="370" y2="370" stroke="#333" stroke-width="5"/><rect x="240" y="312" width="18" height="10" fill="#333" transform="rotate(22 249 317)"/><rect x="362" y="364" width="18" height="10" fill="#333" transform="rotate(22 371 369)"/>`,
      `<path d="M500 430 Q600 400 720 430 Q600 452 500 430 Z" fill="#ffb703"/><circle cx="610" cy="410" r="14" fill="#8d5524"/><rect x="602" y="410" width="16" height="18" fill="#219ebc"/><line x1="550" y1="450" x2="670" y2="395" stroke="#333" stroke-width="5"/>`,
      palm(760, 262, 120, -20),
      palm(40, 262, 100, 14),
    ),
  'attraction-museum': () =>
    compose(
      CARD,
      sky('#cfe8f7', '#f6f1e7'),
      `<rect x="0" y="420" width="800" height="80" fill="#d9cbb0"/>`,
      // columned hall with domes
      `<rect x="150" y="230" width="500" height="190" fill="#f2e6cf"/><path d="M130 232 L400 130 L670 232 Z" fill="#e7d6b5"/><path d="M170 226 L400 145 L630 226 Z" fill="#f2e6cf"/>`,
      Array.from(
        { length: 8 },
        (_, i) =>
          `<rect x="${178 + i * 60}" y="250" width="24" height="160" fill="#fffaf0"/><rect x="${172 + i * 60}" y="244" width="36" height="8" fill="#e0cfae"/><rect x="${172 + i * 60}" y="406" width="36" height="8" fill="#e0cfae"/>`,
      ).join(''),
      `<rect x="140" y="414" width="520" height="14" fill="#c9b692"/><rect x="120" y="428" width="560" height="14" fill="#bfa983"/>`,
      `<circle cx="400" cy="196" r="18" fill="#b9c4d4"/>`,
      [70, 730]
        .map(
          (x) =>
            `<rect x="${x - 16}" y="260" width="32" height="160" fill="#e7d6b5"/><circle cx="${x}" cy="250" r="24" fill="#c9d3e6"/><path d="M${x - 24} 250 Q${x} 196 ${x + 24} 250 Z" fill="#c9d3e6"/><rect x="${x - 2}" y="188" width="4" height="26" fill="#c9d3e6"/>`,
        )
        .join(''),
      palm(110, 430, 110, 10),
      palm(690, 430, 120, -12),
    ),

  // ---- beaches
  'beach-palms': () =>
    compose(
      CARD,
      sky('#ff7e5f', '#feb47b'),
      sun(400, 290, 70, '#fff2c7', '#ffd07a'),
      wave(300, 3, 300, 0, '#6a82c4'),
      wave(320, 4, 240, 1, '#5b70b0'),
      `<rect x="0" y="340" width="800" height="10" fill="#fff" opacity="0.18"/>`,
      `<path d="M0 390 Q300 350 800 380 L800 500 L0 500 Z" fill="#e9c48f"/>`,
      palm(120, 420, 300, 40, { trunk: '#3d2a1e', leaf: '#213a2c', leafDark: '#172a20' }),
      palm(210, 440, 220, -30, { trunk: '#3d2a1e', leaf: '#213a2c', leafDark: '#172a20' }),
      palm(680, 430, 260, -50, { trunk: '#3d2a1e', leaf: '#213a2c', leafDark: '#172a20' }),
      `<path d="M430 120 q12 -10 24 0 q12 -10 24 0" stroke="#5a2e2e" stroke-width="3" fill="none"/><path d="M490 92 q9 -8 18 0 q9 -8 18 0" stroke="#5a2e2e" stroke-width="3" fill="none"/>`,
    ),
  'beach-waves': () =>
    compose(
      CARD,
      sky('#5ec8f2', '#c8efff'),
      `<ellipse cx="160" cy="90" rx="90" ry="26" fill="#fff" opacity="0.85"/><ellipse cx="220" cy="76" rx="60" ry="24" fill="#fff" opacity="0.85"/><ellipse cx="610" cy="120" rx="110" ry="24" fill="#fff" opacity="0.7"/>`,
      wave(200, 4, 400, 0, '#1f8fb6'),
      wave(240, 8, 300, 1, '#1aa1c4'),
      wave(290, 12, 260, 2, '#25b7d3'),
      wave(340, 14, 220, 3, '#5fd3e0'),
      wave(370, 10, 200, 4, '#ffffff', 0.8),
      `<path d="M0 390 Q200 372 400 390 T800 386 L800 500 L0 500 Z" fill="#f2d8a7"/>`,
      `<path d="M0 420 Q200 408 400 424 T800 420 L800 500 L0 500 Z" fill="#e9c88f"/>`,
      `<path d="M120 460 l12 -6 l4 12 z" fill="#e76f51"/><circle cx="610" cy="450" r="8" fill="#f4a261"/><path d="M602 446 l-10 -6 M618 446 l10 -6" stroke="#f4a261" stroke-width="3"/>`,
      `<path d="M700 180 L700 120 L745 175 Z" fill="#fff"/><path d="M690 182 L760 182 L750 192 L698 192 Z" fill="#264653"/>`,
    ),
  'beach-umbrella': () =>
    compose(
      CARD,
      sky('#7fd1f7', '#e8f8ff'),
      sun(680, 80, 38, '#fff9d0', '#fff1a0'),
      wave(230, 5, 300, 0, '#33a6cc'),
      wave(262, 6, 220, 2, '#4dbfda'),
      `<path d="M0 300 Q400 270 800 300 L800 500 L0 500 Z" fill="#f5deb0"/>`,
      // umbrellas + chairs
      [
        [230, '#e63946', '#fff'],
        [540, '#2a9d8f', '#ffe8a3'],
      ]
        .map(
          ([x, a, b]) =>
            `<rect x="${x - 3}" y="220" width="6" height="190" fill="#8d6e63" transform="rotate(-6 ${x} 410)"/>` +
            `<path d="M${x - 130} 240 Q${x} 130 ${x + 130} 240 Z" fill="${a}"/>` +
            `<path d="M${x - 65} 240 Q${x - 40} 150 ${x} 152 Q${x - 10} 200 ${x} 240 Z" fill="${b}"/><path d="M${x + 65} 240 Q${x + 60} 170 ${x} 152 Q${x + 40} 190 ${x + 65} 240 Z" fill="${b}"/>` +
            `<path d="M${x - 120} 420 L${x - 20} 380 L${x + 60} 420" stroke="#6d4c41" stroke-width="6" fill="none"/><path d="M${x - 110} 414 L${x - 20} 376 L${x + 50} 404 L${x - 60} 440 Z" fill="${b === '#fff' ? '#457b9d' : '#f4a261'}"/>`,
        )
        .join(''),
      `<ellipse cx="400" cy="460" rx="40" ry="12" fill="#e0c48f"/><circle cx="690" cy="430" r="20" fill="#ffb703"/><path d="M670 430 h40 M690 410 v40" stroke="#fff" stroke-width="4"/>`,
    ),

  // ---- shopping
  'shopping-bags': () =>
    compose(
      CARD,
      sky('#ffd6e0', '#ffeede'),
      Array.from(
        { length: 8 },
        (_, i) =>
          `<circle cx="${60 + i * 100}" cy="${60 + (i % 2) * 40}" r="${18 + (i % 3) * 6}" fill="#fff" opacity="0.5"/>`,
      ).join(''),
      `<rect x="0" y="420" width="800" height="80" fill="#f1b5a8"/>`,
      [
        [170, 160, 190, '#e76f51'],
        [330, 120, 230, '#2a9d8f'],
        [480, 150, 200, '#f4a261'],
        [620, 110, 170, '#6d597a'],
      ]
        .map(
          ([x, w, h, c]) =>
            `<path d="M${x - w / 2} ${430 - h} L${x + w / 2} ${430 - h} L${x + w / 2 + 10} 430 L${x - w / 2 - 10} 430 Z" fill="${c}"/>` +
            `<path d="M${x - w / 4} ${430 - h} Q${x - w / 4} ${380 - h} ${x} ${380 - h} Q${x + w / 4} ${380 - h} ${x + w / 4} ${430 - h}" stroke="#3d3d3d" stroke-width="6" fill="none"/>` +
            `<rect x="${x - w / 2}" y="${430 - h}" width="${w}" height="16" fill="#000" opacity="0.12"/>`,
        )
        .join(''),
      `<path d="M330 330 q-20 -30 0 -40 q20 10 0 40 q20 -30 40 -20 q0 30 -40 20" fill="#fff" opacity="0.8"/><circle cx="480" cy="330" r="26" fill="#fff" opacity="0.7"/>`,
    ),
  'shopping-storefront': () =>
    compose(
      CARD,
      sky('#bfe3f2', '#e9f6fb'),
      `<rect x="60" y="80" width="680" height="360" fill="#d96c4a"/>${Array.from({ length: 18 }, (_, r) => `<rect x="60" y="${80 + r * 20}" width="680" height="2" fill="#b85537" opacity="0.6"/>`).join('')}`,
      `<rect x="100" y="120" width="600" height="50" fill="#2e4057"/>`,
      Array.from(
        { length: 12 },
        (_, i) =>
          `<path d="M${100 + i * 50} 200 L${150 + i * 50} 200 L${150 + i * 50} 250 Q${125 + i * 50} 270 ${100 + i * 50} 250 Z" fill="${i % 2 ? '#fff' : '#2a9d8f'}"/>`,
      ).join(''),
      `<rect x="100" y="190" width="600" height="14" fill="#1f6f66"/>`,
      `<rect x="120" y="270" width="220" height="170" fill="#a9d6e5"/><rect x="460" y="270" width="220" height="170" fill="#a9d6e5"/><rect x="360" y="280" width="80" height="160" fill="#2e4057"/><circle cx="426" cy="360" r="5" fill="#f2c14e"/>`,
      `<rect x="150" y="360" width="40" height="80" fill="#f4a261"/><rect x="200" y="330" width="40" height="110" fill="#e76f51"/><rect x="250" y="380" width="60" height="60" fill="#264653"/><circle cx="520" cy="350" r="30" fill="#e9c46a"/><rect x="570" y="320" width="80" height="120" fill="#f7ede2"/>`,
      `<path d="M120 270 L340 440 M460 270 L680 440" stroke="#fff" stroke-width="8" opacity="0.25"/>`,
      `<rect x="0" y="440" width="800" height="60" fill="#c9c3b8"/>`,
      palm(30, 450, 160, 16),
      `<rect x="700" y="380" width="40" height="60" rx="6" fill="#6a994e"/><circle cx="720" cy="370" r="30" fill="#6a994e"/>`,
    ),

  // ---- fitness
  'fitness-dumbbells': () =>
    compose(
      CARD,
      sky('#1f2937', '#374151'),
      `<rect x="0" y="360" width="800" height="140" fill="#111827"/>${Array.from({ length: 8 }, (_, i) => `<rect x="${i * 100}" y="360" width="96" height="140" fill="#1a2231"/>`).join('')}`,
      `<rect x="0" y="40" width="800" height="10" fill="#f97316"/><rect x="0" y="60" width="800" height="4" fill="#f97316" opacity="0.6"/>`,
      // barbell rack + dumbbells
      `<rect x="120" y="150" width="16" height="210" fill="#9ca3af"/><rect x="664" y="150" width="16" height="210" fill="#9ca3af"/><rect x="100" y="196" width="600" height="10" rx="5" fill="#d1d5db"/>`,
      `<rect x="150" y="140" width="36" height="120" rx="8" fill="#ef4444"/><rect x="190" y="156" width="24" height="88" rx="6" fill="#3b82f6"/><rect x="586" y="156" width="24" height="88" rx="6" fill="#3b82f6"/><rect x="614" y="140" width="36" height="120" rx="8" fill="#ef4444"/>`,
      [
        [250, 330, '#f97316'],
        [420, 330, '#22c55e'],
        [590, 330, '#eab308'],
      ]
        .map(
          ([x, y, c]) =>
            `<rect x="${x - 60}" y="${y - 6}" width="120" height="12" rx="6" fill="#d1d5db"/><rect x="${x - 76}" y="${y - 34}" width="26" height="68" rx="8" fill="${c}"/><rect x="${x + 50}" y="${y - 34}" width="26" height="68" rx="8" fill="${c}"/>`,
        )
        .join(''),
      `<path d="M340 420 Q400 380 460 420 L470 470 L330 470 Z" fill="#374151"/><circle cx="400" cy="412" r="18" fill="none" stroke="#374151" stroke-width="10"/>`,
    ),
  'fitness-yoga': () =>
    compose(
      CARD,
      sky('#ffd1b3', '#ffeadb'),
      sun(600, 170, 80, '#ffb38a', '#ffcaa6'),
      wave(300, 4, 300, 0, '#7cb7c9'),
      wave(320, 4, 240, 2, '#6aa6ba'),
      `<rect x="0" y="340" width="800" height="160" fill="#d9b99b"/>`,
      `<rect x="190" y="390" width="420" height="40" rx="10" fill="#6d9f71"/><rect x="190" y="390" width="420" height="10" rx="5" fill="#8fbf92"/>`,
      // a figure in tree pose
      `<circle cx="400" cy="190" r="22" fill="#6b3e26"/><path d="M400 212 L400 310" stroke="#3b3b58" stroke-width="26" stroke-linecap="round"/><path d="M400 310 L400 390" stroke="#3b3b58" stroke-width="18" stroke-linecap="round"/><path d="M400 318 L440 350 L402 360" stroke="#3b3b58" stroke-width="16" fill="none" stroke-linejoin="round" stroke-linecap="round"/><path d="M400 226 L360 160 L400 110 M400 226 L440 160 L400 110" stroke="#6b3e26" stroke-width="12" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`,
      palm(80, 350, 200, 30),
      `<ellipse cx="680" cy="410" rx="30" ry="10" fill="#7a5c45"/><rect x="666" y="370" width="28" height="40" rx="8" fill="#4cc9f0"/>`,
    ),

  // ---- services
  'services-tools': () =>
    compose(
      CARD,
      sky('#e0ecf4', '#cad9e6'),
      // pegboard
      `<rect x="80" y="60" width="640" height="340" rx="10" fill="#c8a27a"/>${Array.from({ length: 10 }, (_, r) => Array.from({ length: 20 }, (_, c) => `<circle cx="${110 + c * 31}" cy="${88 + r * 31}" r="3" fill="#8e6b48"/>`).join('')).join('')}`,
      // wrench
      `<g transform="rotate(-35 250 230)"><rect x="170" y="218" width="170" height="26" rx="12" fill="#7d8a99"/><circle cx="160" cy="231" r="34" fill="#7d8a99"/><rect x="130" y="220" width="40" height="22" fill="#c8a27a"/><circle cx="350" cy="231" r="22" fill="#7d8a99"/><circle cx="350" cy="231" r="10" fill="#c8a27a"/></g>`,
      // hammer
      `<rect x="420" y="120" width="20" height="220" rx="6" fill="#a0522d"/><rect x="380" y="100" width="110" height="40" rx="6" fill="#4b5563"/><path d="M490 104 Q520 96 526 122 L490 132 Z" fill="#4b5563"/>`,
      // screwdriver + tape measure
      `<rect x="560" y="110" width="26" height="90" rx="10" fill="#f59e0b"/><rect x="569" y="200" width="8" height="120" fill="#9ca3af"/><path d="M569 320 L577 320 L573 336 Z" fill="#9ca3af"/>`,
      `<rect x="600" y="250" width="90" height="90" rx="18" fill="#facc15"/><circle cx="645" cy="295" r="22" fill="#1f2937"/><rect x="600" y="330" width="70" height="12" fill="#fde68a"/>`,
      `<rect x="0" y="410" width="800" height="90" fill="#6b7280"/><rect x="0" y="404" width="800" height="10" fill="#4b5563"/>`,
      `<rect x="120" y="430" width="160" height="50" rx="6" fill="#dc2626"/><rect x="160" y="416" width="80" height="16" rx="6" fill="#b91c1c"/>`,
    ),
  'services-home': () =>
    compose(
      CARD,
      sky('#9bd3f1', '#e6f6fd'),
      `<ellipse cx="640" cy="90" rx="80" ry="22" fill="#fff" opacity="0.9"/>`,
      grass(400),
      house(230, 410, 300, 170, { wall: '#f7efe1', roof: '#4f6d7a', door: '#c0392b' }),
      palm(620, 420, 220, -20),
      // van
      `<rect x="40" y="360" width="170" height="80" rx="14" fill="#ffffff"/><path d="M210 380 L250 380 L270 410 L270 440 L210 440 Z" fill="#ffffff"/><rect x="222" y="386" width="26" height="22" fill="#a9d6e5"/><rect x="40" y="396" width="170" height="14" fill="#2a9d8f"/>`,
      `<circle cx="85" cy="444" r="20" fill="#333"/><circle cx="85" cy="444" r="8" fill="#ccc"/><circle cx="225" cy="444" r="20" fill="#333"/><circle cx="225" cy="444" r="8" fill="#ccc"/>`,
      // ladder leaning on the house
      `<g transform="rotate(12 500 410)"><rect x="480" y="220" width="6" height="190" fill="#b0b7c3"/><rect x="514" y="220" width="6" height="190" fill="#b0b7c3"/>${Array.from({ length: 7 }, (_, i) => `<rect x="480" y="${236 + i * 26}" width="40" height="5" fill="#b0b7c3"/>`).join('')}</g>`,
    ),

  // ---- beauty
  'beauty-salon': () =>
    compose(
      CARD,
      sky('#f8e1e7', '#fdf2f4'),
      `<rect x="0" y="380" width="800" height="120" fill="#e9c9d1"/>${Array.from({ length: 10 }, (_, i) => `<rect x="${i * 80}" y="380" width="40" height="120" fill="#f3dbe1" opacity="0.6"/>`).join('')}`,
      // round mirror with bulbs
      `<circle cx="400" cy="210" r="150" fill="#d4a373"/><circle cx="400" cy="210" r="130" fill="#dbeef4"/><path d="M320 140 Q360 100 420 110" stroke="#fff" stroke-width="14" fill="none" opacity="0.7" stroke-linecap="round"/>`,
      Array.from({ length: 14 }, (_, i) => {
        const a = (i / 14) * Math.PI * 2;
        return `<circle cx="${r1(400 + Math.cos(a) * 150)}" cy="${r1(210 + Math.sin(a) * 150)}" r="9" fill="#fff6d6"/>`;
      }).join(''),
      // scissors and comb
      `<g transform="rotate(-20 170 330)"><circle cx="140" cy="360" r="22" fill="none" stroke="#b5838d" stroke-width="8"/><circle cx="200" cy="360" r="22" fill="none" stroke="#b5838d" stroke-width="8"/><path d="M152 342 L210 230 M188 342 L130 230" stroke="#9aa5b1" stroke-width="10" stroke-linecap="round"/></g>`,
      `<rect x="600" y="320" width="140" height="26" rx="6" fill="#6d597a"/>${Array.from({ length: 12 }, (_, i) => `<rect x="${606 + i * 11}" y="346" width="5" height="30" fill="#6d597a"/>`).join('')}`,
      `<rect x="560" y="390" width="40" height="70" rx="10" fill="#e5989b"/><rect x="570" y="374" width="20" height="18" fill="#6d597a"/><rect x="240" y="400" width="60" height="60" rx="30" fill="#ffb4a2"/>`,
    ),
  'beauty-spa': () =>
    compose(
      CARD,
      sky('#d8f3dc', '#f1faee'),
      `<rect x="0" y="340" width="800" height="160" fill="#b7a58f"/><rect x="0" y="340" width="800" height="8" fill="#9c8a74"/>`,
      // stones, candle, towels, leaf
      `<ellipse cx="300" cy="330" rx="120" ry="34" fill="#4a4e4d"/><ellipse cx="300" cy="286" rx="92" ry="28" fill="#5f6665"/><ellipse cx="300" cy="248" rx="66" ry="22" fill="#737b7a"/><ellipse cx="300" cy="218" rx="42" ry="16" fill="#8b9392"/>`,
      `<path d="M380 210 Q470 120 560 160 Q480 170 420 230 Z" fill="#52b788"/><path d="M390 214 Q470 150 548 162" stroke="#2d6a4f" stroke-width="3" fill="none"/>`,
      `<rect x="560" y="380" width="180" height="40" rx="16" fill="#ffffff"/><rect x="570" y="350" width="160" height="34" rx="14" fill="#f4e1d2"/><rect x="580" y="326" width="140" height="28" rx="12" fill="#ffffff"/>`,
      `<rect x="110" y="380" width="70" height="80" rx="8" fill="#fefae0"/><path d="M145 380 Q135 360 145 344 Q156 360 145 380 Z" fill="#f4a261"/><rect x="143" y="372" width="4" height="10" fill="#333"/>`,
      {
        defs: radial('candle', [
          [0, '#ffd166', 0.6],
          [1, '#ffd166', 0],
        ]),
        body: '<circle cx="145" cy="360" r="60" fill="url(#candle)"/>',
      },
      `<circle cx="460" cy="430" r="10" fill="#e9c46a"/><circle cx="484" cy="440" r="8" fill="#e76f51"/><circle cx="440" cy="446" r="7" fill="#f4a261"/>`,
    ),

  // ---- hotels
  'hotel-tower': () =>
    compose(
      CARD,
      sky('#3a1c71', '#ffaf7b'),
      sun(640, 330, 60, '#ffe0b2', '#ffb07b'),
      `<rect x="260" y="60" width="220" height="380" fill="#2f3e5c"/><rect x="250" y="50" width="240" height="20" fill="#24304a"/>`,
      Array.from({ length: 18 }, (_, r) =>
        Array.from({ length: 6 }, (_, c) => {
          const on = prng(r * 31 + c)() < 0.55;
          return `<rect x="${276 + c * 34}" y="${84 + r * 19}" width="22" height="11" fill="${on ? '#ffd98a' : '#415478'}"/>`;
        }).join(''),
      ).join(''),
      `<rect x="480" y="200" width="130" height="240" fill="#3a4b6e"/>${Array.from({ length: 10 }, (_, r) => `<rect x="494" y="${218 + r * 21}" width="102" height="8" fill="#5a6f96"/>`).join('')}`,
      `<rect x="330" y="390" width="80" height="50" fill="#ffd98a" opacity="0.8"/><rect x="300" y="380" width="140" height="12" fill="#b08d57"/>`,
      wave(440, 3, 300, 0, '#3d5a80'),
      palm(190, 450, 220, 20, { trunk: '#2d1e2f', leaf: '#1f2a3a', leafDark: '#161f2c' }),
      palm(700, 450, 180, -26, { trunk: '#2d1e2f', leaf: '#1f2a3a', leafDark: '#161f2c' }),
    ),
  'hotel-pool': () =>
    compose(
      CARD,
      sky('#6ccff6', '#d4f1fc'),
      `<rect x="0" y="150" width="800" height="140" fill="#f1e4d0"/>${Array.from({ length: 7 }, (_, i) => `<rect x="${40 + i * 110}" y="176" width="60" height="40" fill="#9fd3e8"/><rect x="${40 + i * 110}" y="230" width="60" height="40" fill="#9fd3e8"/>`).join('')}`,
      `<rect x="0" y="290" width="800" height="210" fill="#e8dccb"/>`,
      `<path d="M120 320 L700 320 L760 470 L60 470 Z" fill="#1fa2d6"/>`,
      Array.from(
        { length: 6 },
        (_, i) =>
          `<path d="M${140 + i * 20} ${340 + i * 22} q40 -10 80 0 t80 0 t80 0 t80 0 t80 0 t80 0" stroke="#7fdcf7" stroke-width="3" fill="none" opacity="0.7"/>`,
      ).join(''),
      `<rect x="640" y="300" width="6" height="60" fill="#ccc"/><rect x="664" y="300" width="6" height="60" fill="#ccc"/>`,
      // loungers + umbrella
      [60, 230]
        .map(
          (x) =>
            `<path d="M${x} 300 L${x + 110} 300 L${x + 130} 276" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round"/>`,
        )
        .join(''),
      `<circle cx="520" cy="402" r="24" fill="none" stroke="#ff6b6b" stroke-width="10"/><circle cx="520" cy="402" r="24" fill="none" stroke="#fff" stroke-width="10" stroke-dasharray="19 19"/>`,
      palm(760, 300, 200, -24),
      palm(30, 300, 170, 20),
    ),

  // ---- events
  'event-music': () =>
    compose(
      CARD,
      sky('#240046', '#5a189a'),
      stars(40, 21, 200),
      [150, 400, 650]
        .map(
          (x, i) =>
            `<path d="M${x} 0 L${x - 120} 360 L${x + 120} 360 Z" fill="${['#f72585', '#4cc9f0', '#ffd60a'][i]}" opacity="0.2"/>`,
        )
        .join(''),
      `<path d="M120 300 Q400 200 680 300 L680 360 L120 360 Z" fill="#10002b"/><rect x="100" y="360" width="600" height="20" fill="#3c096c"/>`,
      `<rect x="150" y="250" width="30" height="110" fill="#3c096c"/><rect x="620" y="250" width="30" height="110" fill="#3c096c"/>`,
      Array.from(
        { length: 20 },
        (_, i) =>
          `<circle cx="${20 + i * 40}" cy="${430 + (i % 2) * 8}" r="20" fill="#000"/><rect x="${i * 40}" y="${444 + (i % 2) * 8}" width="40" height="60" rx="16" fill="#000"/>`,
      ).join(''),
      `<path d="M90 420 L76 350 M330 424 L346 356 M560 418 L552 346 M730 420 L744 352" stroke="#000" stroke-width="9" stroke-linecap="round"/>`,
      `<path d="M560 120 L560 60 L600 50 L600 110" stroke="#fff" stroke-width="6" fill="none"/><ellipse cx="552" cy="122" rx="12" ry="9" fill="#fff"/><ellipse cx="592" cy="112" rx="12" ry="9" fill="#fff"/><path d="M230 140 L230 90" stroke="#fff" stroke-width="6"/><ellipse cx="222" cy="142" rx="12" ry="9" fill="#fff"/><path d="M230 90 Q250 100 248 120" stroke="#fff" stroke-width="6" fill="none"/>`,
    ),
  'event-food': () =>
    compose(
      CARD,
      sky('#ffe8a3', '#ffc46b'),
      `<rect x="0" y="0" width="800" height="500" fill="url(#sky)"/>`,
      Array.from(
        { length: 9 },
        (_, i) =>
          `<circle cx="${i * 100}" cy="40" r="10" fill="${['#ff595e', '#ffca3a', '#8ac926', '#1982c4', '#6a4c93'][i % 5]}"/>`,
      ).join('') + `<path d="M0 40 Q400 70 800 40" stroke="#555" stroke-width="2" fill="none"/>`,
      `<rect x="0" y="400" width="800" height="100" fill="#8d99ae"/>`,
      // food truck
      `<rect x="140" y="180" width="400" height="200" rx="20" fill="#2a9d8f"/><rect x="540" y="240" width="120" height="140" rx="16" fill="#2a9d8f"/><rect x="560" y="256" width="80" height="60" rx="8" fill="#bde0fe"/>`,
      `<rect x="190" y="220" width="260" height="100" fill="#fefae0"/><path d="M180 220 L460 220 L440 196 L200 196 Z" fill="#e76f51"/>${Array.from({ length: 7 }, (_, i) => `<rect x="${200 + i * 40}" y="196" width="20" height="24" fill="#fff" opacity="0.7"/>`).join('')}`,
      `<circle cx="260" cy="290" r="18" fill="#e9c46a"/><rect x="300" y="262" width="60" height="44" rx="8" fill="#f4a261"/><circle cx="400" cy="284" r="16" fill="#e76f51"/>`,
      `<circle cx="230" cy="390" r="36" fill="#2b2d42"/><circle cx="230" cy="390" r="14" fill="#ced4da"/><circle cx="580" cy="390" r="36" fill="#2b2d42"/><circle cx="580" cy="390" r="14" fill="#ced4da"/>`,
      `<rect x="680" y="300" width="70" height="100" fill="#6d4c41"/><path d="M670 300 L760 300 L715 250 Z" fill="#e63946"/>`,
      palm(60, 410, 230, 16),
    ),
  'event-sports': () =>
    compose(
      CARD,
      sky('#0d1b2a', '#1b263b'),
      [120, 680]
        .map(
          (x) =>
            `<rect x="${x - 4}" y="40" width="8" height="200" fill="#778da9"/><rect x="${x - 40}" y="30" width="80" height="30" rx="4" fill="#e0e1dd"/>${[0, 1, 2].map((i) => `<circle cx="${x - 24 + i * 24}" cy="45" r="8" fill="#fff8d6"/>`).join('')}<path d="M${x - 40} 60 L${x - 160} 500 L${x + 160} 500 L${x + 40} 60 Z" fill="#fff8d6" opacity="0.08"/>`,
        )
        .join(''),
      `<path d="M0 260 L800 260 L800 500 L0 500 Z" fill="#2d6a4f"/>`,
      Array.from(
        { length: 8 },
        (_, i) =>
          `<path d="M${i * 100} 260 L${i * 100 + 100} 260 L${i * 120 + 120 - 40} 500 L${i * 120 - 40} 500 Z" fill="#40916c" opacity="${i % 2 ? 0.6 : 0}"/>`,
      ).join(''),
      `<path d="M0 330 L800 330" stroke="#fff" stroke-width="4" opacity="0.7"/><path d="M0 420 L800 420" stroke="#fff" stroke-width="4" opacity="0.7"/>`,
      `<path d="M400 260 L400 500" stroke="#fff" stroke-width="4" opacity="0.7"/>`,
      // football
      `<g transform="rotate(-25 400 380)"><ellipse cx="400" cy="380" rx="90" ry="52" fill="#8b4513"/><path d="M350 380 L450 380" stroke="#fff" stroke-width="6"/>${[0, 1, 2, 3, 4].map((i) => `<path d="M${370 + i * 15} 370 L${370 + i * 15} 390" stroke="#fff" stroke-width="5"/>`).join('')}<path d="M318 362 Q310 380 318 398 M482 362 Q490 380 482 398" stroke="#fff" stroke-width="5" fill="none"/></g>`,
      `<path d="M0 240 Q200 200 400 230 Q600 200 800 240 L800 262 L0 262 Z" fill="#0b132b"/>`,
      Array.from(
        { length: 40 },
        (_, i) =>
          `<circle cx="${10 + i * 20}" cy="${236 - (i % 3) * 6}" r="6" fill="${['#c1121f', '#fdf0d5', '#adb5bd'][i % 3]}" opacity="0.8"/>`,
      ).join(''),
    ),
  'event-arts': () =>
    compose(
      CARD,
      sky('#fdf0d5', '#f6e2c0'),
      `<rect x="0" y="410" width="800" height="90" fill="#a47148"/>${Array.from({ length: 10 }, (_, i) => `<rect x="${i * 80}" y="410" width="2" height="90" fill="#7f5539"/>`).join('')}`,
      // easel + canvas
      `<path d="M300 440 L380 80 L460 440" stroke="#7f5539" stroke-width="14" fill="none"/><path d="M380 80 L380 440" stroke="#7f5539" stroke-width="10"/>`,
      `<rect x="250" y="120" width="260" height="210" fill="#fff" stroke="#ddd" stroke-width="4"/>`,
      `<rect x="262" y="132" width="236" height="186" fill="#8ecae6"/><circle cx="440" cy="180" r="26" fill="#ffb703"/><path d="M262 280 Q330 220 400 270 T498 250 L498 318 L262 318 Z" fill="#219ebc"/><path d="M262 300 Q360 270 498 300 L498 318 L262 318 Z" fill="#023047"/>`,
      `${palm(320, 300, 110, 10)}`,
      `<rect x="240" y="330" width="280" height="14" fill="#7f5539"/>`,
      // palette
      `<path d="M560 330 Q560 260 650 262 Q740 264 740 330 Q740 380 690 372 Q660 368 660 394 Q660 420 620 414 Q560 404 560 330 Z" fill="#e9d8a6"/><circle cx="610" cy="300" r="14" fill="#e63946"/><circle cx="650" cy="290" r="14" fill="#ffb703"/><circle cx="692" cy="304" r="14" fill="#219ebc"/><circle cx="704" cy="340" r="12" fill="#2a9d8f"/><circle cx="605" cy="350" r="14" fill="#fff" opacity="0.9"/>`,
      `<rect x="120" y="360" width="60" height="60" rx="6" fill="#f4a261"/><rect x="136" y="300" width="6" height="70" fill="#6c584c" transform="rotate(-10 139 335)"/><rect x="154" y="290" width="6" height="80" fill="#6c584c" transform="rotate(8 157 330)"/>`,
    ),
  'event-family': () =>
    compose(
      CARD,
      sky('#a2d2ff', '#e7f3ff'),
      sun(120, 90, 40, '#fff3b0', '#ffe27a'),
      grass(400, '#80b918'),
      // ferris wheel
      `<circle cx="560" cy="220" r="150" fill="none" stroke="#ff6b6b" stroke-width="8"/><circle cx="560" cy="220" r="20" fill="#ff6b6b"/>`,
      Array.from({ length: 10 }, (_, i) => {
        const a = (i / 10) * Math.PI * 2;
        const x = r1(560 + Math.cos(a) * 150);
        const y = r1(220 + Math.sin(a) * 150);
        return `<line x1="560" y1="220" x2="${x}" y2="${y}" stroke="#ff6b6b" stroke-width="3"/><rect x="${r1(x - 14)}" y="${r1(y)}" width="28" height="22" rx="6" fill="${['#ffd166', '#06d6a0', '#118ab2', '#ef476f'][i % 4]}"/>`;
      }).join(''),
      `<path d="M560 220 L480 410 M560 220 L640 410" stroke="#6c757d" stroke-width="10"/>`,
      // balloons
      [
        [160, 200, '#ef476f'],
        [210, 170, '#ffd166'],
        [250, 220, '#06d6a0'],
        [190, 250, '#118ab2'],
      ]
        .map(
          ([x, y, c]) =>
            `<ellipse cx="${x}" cy="${y}" rx="30" ry="38" fill="${c}"/><path d="M${x} ${y + 38} Q${x + 10} ${y + 100} 210 400" stroke="#555" stroke-width="2" fill="none"/><ellipse cx="${x - 10}" cy="${y - 14}" rx="6" ry="10" fill="#fff" opacity="0.5"/>`,
        )
        .join(''),
      `<rect x="40" y="380" width="320" height="30" rx="8" fill="#e76f51"/><rect x="60" y="340" width="280" height="40" fill="#f4a261"/>${Array.from({ length: 7 }, (_, i) => `<rect x="${60 + i * 40}" y="340" width="20" height="40" fill="#fff" opacity="0.6"/>`).join('')}`,
    ),
  'event-other': () =>
    compose(
      CARD,
      sky('#0b132b', '#1c2541'),
      stars(60, 41, 260),
      [
        [200, 150, '#ffd166'],
        [420, 110, '#ef476f'],
        [620, 170, '#06d6a0'],
      ]
        .map(([cx, cy, c]) =>
          Array.from({ length: 16 }, (_, i) => {
            const a = (i / 16) * Math.PI * 2;
            return `<line x1="${r1(cx + Math.cos(a) * 14)}" y1="${r1(cy + Math.sin(a) * 14)}" x2="${r1(cx + Math.cos(a) * 70)}" y2="${r1(cy + Math.sin(a) * 70)}" stroke="${c}" stroke-width="4" stroke-linecap="round"/><circle cx="${r1(cx + Math.cos(a) * 80)}" cy="${r1(cy + Math.sin(a) * 80)}" r="4" fill="${c}"/>`;
          }).join(''),
        )
        .join(''),
      skyline(390, { body: '#0a0f1f', windows: '#ffd98a', seed: 9, lit: 0.2 }),
      `<rect x="0" y="390" width="800" height="110" fill="#14213d"/>`,
      wave(400, 3, 200, 0, '#1d3557'),
      Array.from(
        { length: 8 },
        (_, i) =>
          `<rect x="${60 + i * 95}" y="${420 + (i % 2) * 24}" width="${30 + (i % 3) * 14}" height="3" fill="#ffd166" opacity="0.5"/>`,
      ).join(''),
    ),

  // ---- properties
  'property-house': () =>
    compose(
      CARD,
      sky('#8ecae6', '#e0f2fb'),
      `<ellipse cx="180" cy="90" rx="90" ry="24" fill="#fff" opacity="0.9"/>`,
      grass(390),
      house(240, 400, 320, 190, { wall: '#fdf6e3', roof: '#d1495b', door: '#00798c' }),
      `<rect x="200" y="400" width="400" height="10" fill="#c8b6a6"/><path d="M370 410 L430 410 L470 500 L330 500 Z" fill="#d6ccc2"/>`,
      palm(120, 410, 230, 24),
      palm(680, 410, 200, -20),
      `<circle cx="200" cy="380" r="26" fill="#4f772d"/><circle cx="600" cy="382" r="24" fill="#4f772d"/><circle cx="620" cy="370" r="18" fill="#f28482"/>`,
    ),
  'property-bungalow': () =>
    compose(
      CARD,
      sky('#ffcdb2', '#fff1e6'),
      sun(650, 110, 44, '#fff6e0', '#ffd6a5'),
      grass(400, '#90a955'),
      // craftsman bungalow with porch
      `<rect x="200" y="250" width="400" height="150" fill="#b5c99a"/><path d="M170 256 L400 150 L630 256 Z" fill="#6c584c"/><rect x="200" y="250" width="400" height="10" fill="#fff"/>`,
      `<rect x="240" y="300" width="320" height="100" fill="#97a97c"/>${[240, 330, 450, 540].map((x) => `<rect x="${x}" y="280" width="20" height="120" fill="#fffcf2"/>`).join('')}`,
      `<rect x="370" y="310" width="60" height="90" fill="#bc4749"/><rect x="270" y="316" width="50" height="44" fill="#e9f5db" stroke="#fff" stroke-width="4"/><rect x="480" y="316" width="50" height="44" fill="#e9f5db" stroke="#fff" stroke-width="4"/>`,
      `<rect x="340" y="184" width="120" height="40" fill="#e9f5db" stroke="#fff" stroke-width="4"/>`,
      `<rect x="60" y="370" width="140" height="12" fill="#fff"/>${Array.from({ length: 8 }, (_, i) => `<rect x="${62 + i * 18}" y="340" width="8" height="50" fill="#fff"/>`).join('')}`,
      palm(720, 410, 240, -26),
    ),
  'property-condo': () =>
    compose(
      CARD,
      sky('#56ccf2', '#d6f3ff'),
      `<rect x="280" y="40" width="240" height="420" fill="#f1f5f9"/><rect x="520" y="40" width="30" height="420" fill="#cbd5e1"/>`,
      Array.from(
        { length: 13 },
        (_, r) =>
          `<rect x="280" y="${60 + r * 30}" width="240" height="16" fill="#7cc4e4"/><rect x="270" y="${76 + r * 30}" width="260" height="6" fill="#94a3b8"/>`,
      ).join(''),
      `<rect x="140" y="200" width="130" height="260" fill="#e2e8f0"/>${Array.from({ length: 8 }, (_, r) => `<rect x="152" y="${216 + r * 30}" width="106" height="14" fill="#9fd3e8"/>`).join('')}`,
      wave(450, 4, 260, 0, '#2b7bb9'),
      wave(470, 4, 200, 2, '#1f6aa5'),
      palm(100, 470, 220, 20),
      palm(640, 470, 260, -24),
      palm(720, 470, 180, 10),
    ),
  'property-loft': () =>
    compose(
      CARD,
      sky('#f8edeb', '#fae1dd'),
      // brick wall with large factory windows
      `<rect x="0" y="0" width="800" height="500" fill="#9c4f3a"/>${Array.from({ length: 25 }, (_, r) => Array.from({ length: 14 }, (_, c) => `<rect x="${c * 60 + (r % 2) * 30 - 30}" y="${r * 20}" width="56" height="17" fill="#b5614a"/>`).join('')).join('')}`,
      [110, 470]
        .map(
          (x) =>
            `<rect x="${x}" y="70" width="220" height="260" fill="#2f3e46"/>${Array.from({ length: 4 }, (_, r) => Array.from({ length: 3 }, (_, c) => `<rect x="${x + 10 + c * 70}" y="${80 + r * 62}" width="60" height="54" fill="#a8dadc"/>`).join('')).join('')}<path d="M${x} 70 Q${x + 110} 20 ${x + 220} 70 Z" fill="#9c4f3a"/>`,
        )
        .join(''),
      `<rect x="0" y="380" width="800" height="120" fill="#6b4226"/>${Array.from({ length: 10 }, (_, i) => `<rect x="${i * 80}" y="380" width="2" height="120" fill="#4e2f1a"/>`).join('')}`,
      `<rect x="300" y="300" width="200" height="70" rx="14" fill="#264653"/><rect x="290" y="330" width="220" height="50" rx="14" fill="#2a9d8f"/><rect x="290" y="380" width="10" height="16" fill="#222"/><rect x="500" y="380" width="10" height="16" fill="#222"/>`,
      `<rect x="600" y="280" width="40" height="100" rx="6" fill="#e9c46a"/><circle cx="620" cy="260" r="38" fill="#52796f"/>`,
    ),
  'property-office': () =>
    compose(
      CARD,
      sky('#cfe2f3', '#f5f9fc'),
      `<rect x="180" y="60" width="440" height="380" fill="#34495e"/>`,
      Array.from({ length: 9 }, (_, r) =>
        Array.from(
          { length: 8 },
          (_, c) =>
            `<rect x="${196 + c * 53}" y="${76 + r * 40}" width="46" height="30" fill="${(r + c) % 5 === 0 ? '#f7dc6f' : '#85c1e9'}" opacity="0.9"/>`,
        ).join(''),
      ).join(''),
      `<rect x="330" y="380" width="140" height="60" fill="#1b2631"/><rect x="300" y="370" width="200" height="12" fill="#aab7b8"/>`,
      `<rect x="0" y="440" width="800" height="60" fill="#bdc3c7"/>`,
      palm(110, 450, 220, 14),
      palm(700, 450, 240, -18),
      `<rect x="60" y="410" width="80" height="30" rx="6" fill="#e74c3c"/><rect x="640" y="414" width="70" height="26" rx="6" fill="#2980b9"/>`,
    ),
  'property-retail': () =>
    compose(
      CARD,
      sky('#ffe5ec', '#fff5f7'),
      `<rect x="40" y="120" width="720" height="320" fill="#f6bd60"/><rect x="40" y="110" width="720" height="24" fill="#84a59d"/>`,
      [80, 320, 560]
        .map(
          (x, i) =>
            `<rect x="${x}" y="170" width="180" height="40" fill="${['#f28482', '#84a59d', '#f5cac3'][i]}"/>` +
            Array.from(
              { length: 6 },
              (_, k) =>
                `<path d="M${x + k * 30} 210 L${x + k * 30 + 30} 210 L${x + k * 30 + 15} 232 Z" fill="${['#f28482', '#84a59d', '#f5cac3'][i]}"/>`,
            ).join('') +
            `<rect x="${x}" y="240" width="180" height="200" fill="#dff3f9"/><rect x="${x + 70}" y="300" width="40" height="140" fill="#3d405b"/><rect x="${x + 10}" y="250" width="50" height="80" fill="#fff" opacity="0.6"/>`,
        )
        .join(''),
      `<rect x="0" y="440" width="800" height="60" fill="#cdb4a0"/>`,
    ),
  'property-event-hall': () =>
    compose(
      CARD,
      sky('#2b2d42', '#3d405b'),
      // string lights + long tables under a pavilion
      `<path d="M40 120 L400 40 L760 120 Z" fill="#eae2b7"/><rect x="40" y="120" width="720" height="10" fill="#d4c89a"/>`,
      [80, 720].map((x) => `<rect x="${x - 8}" y="120" width="16" height="300" fill="#eae2b7"/>`).join(''),
      [0, 1, 2]
        .map((k) => {
          let out = `<path d="M80 ${150 + k * 34} Q400 ${230 + k * 34} 720 ${150 + k * 34}" stroke="#555" stroke-width="2" fill="none"/>`;
          for (let i = 1; i < 16; i++) {
            const t = i / 16;
            const x = (1 - t) * (1 - t) * 80 + 2 * (1 - t) * t * 400 + t * t * 720;
            const y = (1 - t) * (1 - t) * (150 + k * 34) + 2 * (1 - t) * t * (230 + k * 34) + t * t * (150 + k * 34);
            out += `<circle cx="${r1(x)}" cy="${r1(y + 6)}" r="6" fill="#ffe8a3"/><circle cx="${r1(x)}" cy="${r1(y + 6)}" r="12" fill="#ffe8a3" opacity="0.25"/>`;
          }
          return out;
        })
        .join(''),
      `<rect x="0" y="420" width="800" height="80" fill="#6b4f3b"/>`,
      `<rect x="150" y="340" width="500" height="20" rx="4" fill="#fefae0"/><rect x="170" y="360" width="10" height="60" fill="#6b4f3b"/><rect x="620" y="360" width="10" height="60" fill="#6b4f3b"/>`,
      Array.from(
        { length: 8 },
        (_, i) =>
          `<rect x="${186 + i * 60}" y="318" width="14" height="22" rx="3" fill="#ffffff" opacity="0.8"/><circle cx="${220 + i * 60}" cy="330" r="6" fill="#e07a5f"/>`,
      ).join(''),
      Array.from(
        { length: 9 },
        (_, i) => `<rect x="${150 + i * 60}" y="380" width="26" height="40" rx="4" fill="#e0c9a6"/>`,
      ).join(''),
    ),
  'property-beach-rental': () =>
    compose(
      CARD,
      sky('#48cae4', '#caf0f8'),
      sun(120, 80, 36, '#fffbe6', '#fff2b3'),
      wave(250, 5, 300, 0, '#0096c7'),
      wave(280, 6, 220, 1.5, '#00b4d8'),
      `<path d="M0 320 Q400 290 800 320 L800 500 L0 500 Z" fill="#f6e3b4"/>`,
      // stilt beach house
      `<rect x="390" y="300" width="12" height="110" fill="#8d6e63"/><rect x="630" y="300" width="12" height="110" fill="#8d6e63"/><rect x="510" y="300" width="12" height="110" fill="#8d6e63"/>`,
      `<rect x="370" y="180" width="290" height="130" fill="#ffafcc"/><path d="M350 186 L515 100 L680 186 Z" fill="#f8f9fa"/><rect x="370" y="300" width="290" height="14" fill="#f8f9fa"/>`,
      `<rect x="400" y="210" width="60" height="54" fill="#caf0f8" stroke="#fff" stroke-width="4"/><rect x="570" y="210" width="60" height="54" fill="#caf0f8" stroke="#fff" stroke-width="4"/><rect x="490" y="220" width="50" height="80" fill="#457b9d"/>`,
      `<path d="M330 420 L390 314" stroke="#8d6e63" stroke-width="10"/>`,
      palm(250, 420, 250, 30),
      palm(740, 430, 200, -20),
      `<path d="M80 470 Q130 390 180 470 Z" fill="#ef476f"/><rect x="128" y="430" width="4" height="50" fill="#6d4c41"/>`,
    ),

  // ---- post images (creator content thumbnails)
  'post-food': () =>
    compose(
      CARD,
      sky('#2d3142', '#4f5d75'),
      `<circle cx="400" cy="260" r="200" fill="#f8f5f0"/><circle cx="400" cy="260" r="160" fill="#efe9e1"/>`,
      // Cuban sandwich, pressed and cut on the diagonal
      `<path d="M250 300 L430 160 L520 230 L340 370 Z" fill="#e0a458"/><path d="M262 292 L430 170 L508 232 L340 356 Z" fill="#f3d08c"/><path d="M270 286 L430 176 L500 232 L340 348" stroke="#e56b6f" stroke-width="10" fill="none"/><path d="M278 282 L432 182" stroke="#9cbf6b" stroke-width="8"/>`,
      `<path d="M370 340 L530 220 L600 280 L440 400 Z" fill="#d48f3f"/><path d="M380 336 L530 228 L590 280 L440 390 Z" fill="#f3d08c"/><path d="M390 330 L530 234" stroke="#e56b6f" stroke-width="10"/>`,
      Array.from(
        { length: 9 },
        (_, i) =>
          `<line x1="${300 + i * 24}" y1="${290 - i * 16}" x2="${330 + i * 24}" y2="${314 - i * 16}" stroke="#b5763a" stroke-width="4" opacity="0.6"/>`,
      ).join(''),
      `<circle cx="250" cy="160" r="34" fill="#fefae0"/><circle cx="250" cy="160" r="26" fill="#6f4518"/><ellipse cx="560" cy="380" rx="28" ry="14" fill="#8ac926"/>`,
    ),
  'post-drinks': () =>
    compose(
      CARD,
      sky('#ff9f1c', '#ffbf69'),
      sun(400, 330, 90, '#fff3d6', '#ffe0a3'),
      wave(360, 4, 300, 0, '#2ec4b6'),
      `<rect x="0" y="380" width="800" height="120" fill="#cb997e"/>`,
      [220, 400, 580]
        .map(
          (x, i) =>
            `<path d="M${x - 50} 220 L${x + 50} 220 L${x + 36} 380 L${x - 36} 380 Z" fill="${['#e63946', '#ffb703', '#2a9d8f'][i]}" opacity="0.85"/><path d="M${x - 50} 220 L${x + 50} 220" stroke="#fff" stroke-width="4"/><circle cx="${x + 40}" cy="222" r="18" fill="#cfe98e"/><rect x="${x - 10}" y="160" width="6" height="120" fill="#fff" transform="rotate(${-10 + i * 10} ${x} 220)"/>`,
        )
        .join(''),
    ),
  'post-sunset': () =>
    compose(
      CARD,
      sky('#5f0f40', '#fb8b24'),
      sun(400, 330, 80, '#ffd166', '#ff9e00'),
      wave(340, 3, 300, 0, '#9a031e'),
      wave(360, 4, 240, 1, '#7a0218'),
      Array.from(
        { length: 7 },
        (_, i) =>
          `<rect x="${320 + (i % 2) * 20}" y="${370 + i * 16}" width="${160 - i * 14}" height="4" fill="#ffd166" opacity="${r1(0.7 - i * 0.08)}"/>`,
      ).join(''),
      `<rect x="0" y="440" width="800" height="60" fill="#2b0a1c"/>`,
      palm(80, 460, 280, 40, { trunk: '#1a0410', leaf: '#1a0410', leafDark: '#12020b' }),
      palm(720, 460, 240, -30, { trunk: '#1a0410', leaf: '#1a0410', leafDark: '#12020b' }),
      `<path d="M560 200 q10 -9 20 0 q10 -9 20 0" stroke="#2b0a1c" stroke-width="3" fill="none"/><path d="M610 170 q8 -7 16 0 q8 -7 16 0" stroke="#2b0a1c" stroke-width="3" fill="none"/>`,
    ),
  'post-workout': () =>
    compose(
      CARD,
      sky('#14213d', '#274c77'),
      skyline(330, { body: '#0b1a30', windows: '#f6bd60', seed: 13, lit: 0.25 }),
      `<rect x="0" y="330" width="800" height="170" fill="#6096ba"/>`,
      `<path d="M0 330 L800 330 L800 360 Q400 380 0 360 Z" fill="#8b8c89"/>`,
      // runners on the waterfront path
      [
        [260, '#ef476f'],
        [480, '#ffd166'],
      ]
        .map(
          ([x, c]) =>
            `<circle cx="${x}" cy="240" r="16" fill="#f1c27d"/><path d="M${x} 256 L${x - 6} 300" stroke="${c}" stroke-width="16" stroke-linecap="round"/><path d="M${x - 6} 300 L${x - 30} 330 M${x - 6} 300 L${x + 20} 322 L${x + 30} 338" stroke="#1d3557" stroke-width="10" fill="none" stroke-linecap="round"/><path d="M${x - 2} 266 L${x - 28} 284 M${x - 2} 266 L${x + 24} 276" stroke="#f1c27d" stroke-width="8" stroke-linecap="round"/>`,
        )
        .join(''),
      Array.from({ length: 30 }, (_, i) => `<rect x="${i * 28}" y="322" width="4" height="14" fill="#d8d9da"/>`).join(
        '',
      ) + `<rect x="0" y="318" width="800" height="4" fill="#d8d9da"/>`,
      wave(400, 4, 200, 0, '#4a80a8'),
    ),
};

// ---- avatars: eight creators, each with their own palette and hair
const avatarStyles = {
  'avatar-maya': { bg: ['#ff9a8b', '#ff6a88'], skin: '#d9a27c', hair: '#2b1b17', shirt: '#ffd166', style: 1 },
  'avatar-jordan': { bg: ['#43cea2', '#185a9d'], skin: '#8d5524', hair: '#1b1b1b', shirt: '#f4f1de', style: 0 },
  'avatar-priya': { bg: ['#f6d365', '#fda085'], skin: '#c68642', hair: '#1d1411', shirt: '#118ab2', style: 1 },
  'avatar-chloe': { bg: ['#fbc2eb', '#a6c1ee'], skin: '#f1c9a5', hair: '#c9a063', shirt: '#ef476f', style: 1 },
  'avatar-marcus': { bg: ['#89f7fe', '#66a6ff'], skin: '#6f4a2f', hair: '#111111', shirt: '#e76f51', style: 2 },
  'avatar-dani': { bg: ['#fddb92', '#d1fdff'], skin: '#e0ac69', hair: '#5a3825', shirt: '#06d6a0', style: 3 },
  'avatar-luis': { bg: ['#a1c4fd', '#c2e9fb'], skin: '#c99066', hair: '#2e2019', shirt: '#264653', style: 0 },
  'avatar-tyler': { bg: ['#30cfd0', '#330867'], skin: '#f0c8a0', hair: '#3a2a1a', shirt: '#ffb703', style: 2 },
};

for (const [name, a] of Object.entries(avatarStyles)) {
  scenes[name] = () =>
    compose(
      AVATAR,
      {
        defs: linear(
          'bg',
          [
            [0, a.bg[0]],
            [1, a.bg[1]],
          ],
          { x1: 0, y1: 0, x2: 1, y2: 1 },
        ),
        body: '<rect width="400" height="400" fill="url(#bg)"/>',
      },
      `<circle cx="330" cy="70" r="40" fill="#fff" opacity="0.18"/><circle cx="60" cy="340" r="70" fill="#fff" opacity="0.12"/>`,
      `<g opacity="0.16">${palm(360, 420, 200, -30, { trunk: '#ffffff', leaf: '#ffffff', leafDark: '#ffffff' })}</g>`,
      person(200, 190, 1, a),
    );
}

// ---------------------------------------------------------------- main

const sizeOf = (name) => (name.startsWith('avatar-') ? AVATAR : CARD);

async function render(name) {
  const markup = scenes[name]();
  const { width, height } = sizeOf(name);
  const buffer = await sharp(Buffer.from(markup), { density: 72 })
    .resize(width, height, { fit: 'cover' })
    .webp(WEBP)
    .toBuffer();
  const file = join(OUT_DIR, `${name}.webp`);
  await writeFile(file, buffer);
  return buffer.length;
}

async function main() {
  const only = process.argv.find((arg) => arg.startsWith('--only='));
  const names = only ? only.slice('--only='.length).split(',') : Object.keys(scenes).sort();
  await mkdir(OUT_DIR, { recursive: true });
  let total = 0;
  for (const name of names) {
    if (!scenes[name]) throw new Error(`Unknown image: ${name}`);
    const bytes = await render(name);
    total += bytes;
    console.log(`${name}.webp`.padEnd(34), `${(bytes / 1024).toFixed(1)} KB`);
  }
  console.log(`${names.length} images, ${(total / 1024).toFixed(1)} KB in total`);
}

await main();
