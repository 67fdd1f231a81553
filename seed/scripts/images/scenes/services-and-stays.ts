/** Fitness, services, beauty and hotels. */
import { CARD, compose, grass, house, palm, r1, radial, sun, sky, wave } from '../drawing';
import type { Scenes } from '../drawing';
import { mulberry32 } from '../../../src/random';

export const SERVICES_AND_STAYS_SCENES: Scenes = {
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
      (
        [
          [250, 330, '#f97316'],
          [420, 330, '#22c55e'],
          [590, 330, '#eab308'],
        ] as const
      )
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
          const on = mulberry32(r * 31 + c)() < 0.55;
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
};
