/** Eight creators, each with their own palette and hair. */
import { AVATAR, compose, linear, palm, person, type PersonStyle, type Scenes } from '../drawing';

const AVATAR_STYLES: Record<string, PersonStyle & { bg: readonly [string, string] }> = {
  'avatar-maya': { bg: ['#ff9a8b', '#ff6a88'], skin: '#d9a27c', hair: '#2b1b17', shirt: '#ffd166', style: 1 },
  'avatar-jordan': { bg: ['#43cea2', '#185a9d'], skin: '#8d5524', hair: '#1b1b1b', shirt: '#f4f1de', style: 0 },
  'avatar-priya': { bg: ['#f6d365', '#fda085'], skin: '#c68642', hair: '#1d1411', shirt: '#118ab2', style: 1 },
  'avatar-chloe': { bg: ['#fbc2eb', '#a6c1ee'], skin: '#f1c9a5', hair: '#c9a063', shirt: '#ef476f', style: 1 },
  'avatar-marcus': { bg: ['#89f7fe', '#66a6ff'], skin: '#6f4a2f', hair: '#111111', shirt: '#e76f51', style: 2 },
  'avatar-dani': { bg: ['#fddb92', '#d1fdff'], skin: '#e0ac69', hair: '#5a3825', shirt: '#06d6a0', style: 3 },
  'avatar-luis': { bg: ['#a1c4fd', '#c2e9fb'], skin: '#c99066', hair: '#2e2019', shirt: '#264653', style: 0 },
  'avatar-tyler': { bg: ['#30cfd0', '#330867'], skin: '#f0c8a0', hair: '#3a2a1a', shirt: '#ffb703', style: 2 },
};

export const AVATAR_SCENES: Scenes = {};
for (const [name, a] of Object.entries(AVATAR_STYLES)) {
  AVATAR_SCENES[name] = () =>
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
