import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET', ''),
    },
  },
  upload: {
    config: {
      // Each picture also at these widths (and the panel's thumbnail), so a phone gets a
      // small one from the site's srcset instead of an editor's full-size photo.
      breakpoints: { small: 480, medium: 768, large: 1280 },
      sizeLimit: 10 * 1024 * 1024,
    },
  },
});

export default config;
