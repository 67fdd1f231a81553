/** One picture per event category. */
import { CARD, compose, grass, palm, r1, skyline, stars, sun, sky, wave } from '../drawing';
import type { Scenes } from '../drawing';

export const EVENT_SCENES: Scenes = {
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
      (
        [
          [160, 200, '#ef476f'],
          [210, 170, '#ffd166'],
          [250, 220, '#06d6a0'],
          [190, 250, '#118ab2'],
        ] as const
      )
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
      (
        [
          [200, 150, '#ffd166'],
          [420, 110, '#ef476f'],
          [620, 170, '#06d6a0'],
        ] as const
      )
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
};
