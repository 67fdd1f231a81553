import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  // The browser tests run the API without the panel (no panel build needed).
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
  auth: {
    secret: env('ADMIN_JWT_SECRET', ''),
  },
  apiToken: {
    salt: env('API_TOKEN_SALT', ''),
  },
  transfer: {
    token: {
      salt: env('TRANSFER_TOKEN_SALT', ''),
    },
  },
  secrets: {
    encryptionKey: env('ENCRYPTION_KEY', ''),
  },
  flags: {
    nps: false,
    promoteEE: false,
  },
});

export default config;
