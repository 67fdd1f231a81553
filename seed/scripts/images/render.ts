import sharp from 'sharp';
import { AVATAR, CARD, type Scenes } from './drawing';
import { AVATAR_SCENES } from './scenes/avatars';
import { EVENT_SCENES } from './scenes/events';
import { FOOD_AND_DRINK_SCENES } from './scenes/food-and-drink';
import { OUTINGS_AND_SHOPS_SCENES } from './scenes/outings-and-shops';
import { POST_SCENES } from './scenes/posts';
import { PROPERTY_SCENES } from './scenes/properties';
import { SERVICES_AND_STAYS_SCENES } from './scenes/services-and-stays';

/** Every picture of seed/images, by file name without '.webp'. */
export const SCENES: Scenes = {
  ...FOOD_AND_DRINK_SCENES,
  ...OUTINGS_AND_SHOPS_SCENES,
  ...SERVICES_AND_STAYS_SCENES,
  ...EVENT_SCENES,
  ...PROPERTY_SCENES,
  ...POST_SCENES,
  ...AVATAR_SCENES,
};

const WEBP = { quality: 70, effort: 6, smartSubsample: true };

/**
 * The picture's WebP bytes. The same for the same sharp (libvips and libwebp) version:
 * sharp is pinned exactly for that reason.
 */
export async function renderImage(name: string): Promise<Buffer> {
  const scene = SCENES[name];
  if (!scene) throw new Error(`Unknown image: ${name}`);
  const { width, height } = name.startsWith('avatar-') ? AVATAR : CARD;
  return sharp(Buffer.from(scene()), { density: 72 }).resize(width, height, { fit: 'cover' }).webp(WEBP).toBuffer();
}
