/** Homes, offices, rentals and event spaces. */
import { CARD, compose, grass, house, palm, r1, sun, sky, wave } from '../drawing';
import type { Scenes } from '../drawing';

export const PROPERTY_SCENES: Scenes = {
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
};
