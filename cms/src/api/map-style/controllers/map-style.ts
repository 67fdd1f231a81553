import type { Context } from 'koa';
import type { MapStyleAnswer } from '@tampa-local/domain';
import { panelMapStyleUrl } from '../../../core/env/map-style';

/** A setting of the deployment: the same for every caller until the cms restarts. */
const CACHE_CONTROL = 'public, max-age=300';

export default () => {
  // Read once: MAP_STYLE_URL is checked at register, so this cannot throw here.
  const answer: MapStyleAnswer = { styleUrl: panelMapStyleUrl() };
  return {
    show(ctx: Context) {
      ctx.set('Cache-Control', CACHE_CONTROL);
      ctx.body = answer;
    },
  };
};
