/** Restaurants and nightlife. */
import { CARD, blur, compose, linear, r1, stars, sun, sky, wave } from '../drawing';
import type { Scenes } from '../drawing';
import { mulberry32 } from '../../../src/random';

export const FOOD_AND_DRINK_SCENES: Scenes = {
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
        const rand = mulberry32(900 + i);
        return `<circle cx="${r1(160 + rand() * 480)}" cy="${r1(360 + rand() * 60)}" r="${r1(6 + rand() * 8)}" fill="#fff" opacity="0.8"/>`;
      }).join(''),
      (
        [
          [250, 380],
          [330, 410],
          [420, 372],
          [500, 410],
          [570, 378],
          [395, 430],
        ] as const
      )
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
      (
        [
          [120, '#ff3d7f'],
          [300, '#ffd166'],
          [500, '#4cc9f0'],
          [680, '#b5179e'],
        ] as const
      )
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
};
