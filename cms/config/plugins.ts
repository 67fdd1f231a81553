import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET', ''),
    },
  },
  upload: {
    config: {
      // Seed and editor images are already web-sized; skip the extra derivatives.
      breakpoints: {},
      sizeLimit: 10 * 1024 * 1024,
    },
  },
});

export default config;
