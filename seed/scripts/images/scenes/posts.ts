/** Creators' post thumbnails. */
import { CARD, compose, palm, r1, skyline, sun, sky, wave } from '../drawing';
import type { Scenes } from '../drawing';

export const POST_SCENES: Scenes = {
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
      (
        [
          [260, '#ef476f'],
          [480, '#ffd166'],
        ] as const
      )
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
