import type { Core } from '@strapi/strapi';
import { previewUrl } from '../src/core/auth/preview';

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
  // "Open preview" in the panel: the entry's page on the site, from a link signed for an
  // hour (src/core/auth/preview.ts); the site may be shown inside the panel.
  preview: {
    enabled: true,
    config: {
      allowedOrigins: [new URL(env('SITE_URL', 'http://localhost:5173')).origin],
      async handler(uid, { documentId, status }) {
        return previewUrl(uid, documentId, status === 'published' ? 'published' : 'draft');
      },
    },
  },
});

export default config;
