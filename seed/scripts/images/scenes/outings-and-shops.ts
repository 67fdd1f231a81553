/** Attractions, beaches and shopping. */
import { CARD, compose, palm, skyline, sun, sky, wave } from '../drawing';
import type { Scenes } from '../drawing';

export const OUTINGS_AND_SHOPS_SCENES: Scenes = {
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
      (
        [
          [230, '#e63946', '#fff'],
          [540, '#2a9d8f', '#ffe8a3'],
        ] as const
      )
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
      (
        [
          [170, 160, 190, '#e76f51'],
          [330, 120, 230, '#2a9d8f'],
          [480, 150, 200, '#f4a261'],
          [620, 110, 170, '#6d597a'],
        ] as const
      )
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
};
