import type { Core } from '@strapi/strapi';
import { UPLOAD_BYTES_MAX } from '../src/core/http/uploads';
import { smtpMaxConnections, smtpSocket } from '../src/core/mail/smtp-socket';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET', ''),
    },
  },
  // Mail (moderators' password resets): SMTP through nodemailer with EMAIL_PROVIDER=smtp;
  // otherwise every mail is written to the log (src/core/lifecycle/mail-log.ts replaces the provider).
  email: {
    config:
      env('EMAIL_PROVIDER', 'log') === 'smtp'
        ? {
            provider: 'nodemailer',
            providerOptions: {
              // A few connections kept open and reused: the weekly digest sends thousands of mails.
              pool: true,
              maxConnections: smtpMaxConnections(),
              // Each opened with Nagle's algorithm off: a mail in 1 ms instead of 45 (smtp-socket.ts).
              getSocket: smtpSocket,
              host: env('SMTP_HOST', 'localhost'),
              port: env.int('SMTP_PORT', 587),
              secure: env.bool('SMTP_SECURE', false),
              auth: env('SMTP_USERNAME', '')
                ? { user: env('SMTP_USERNAME'), pass: env('SMTP_PASSWORD', '') }
                : undefined,
            },
            settings: { defaultFrom: `Tampa Local <${env('EMAIL_FROM', '') || 'no-reply@tampalocal.example'}>` },
          }
        : {
            provider: 'sendmail',
            settings: { defaultFrom: `Tampa Local <${env('EMAIL_FROM', '') || 'no-reply@tampalocal.example'}>` },
          },
  },
  upload: {
    config: {
      // Each picture also at these widths (and the panel's thumbnail), so a phone gets a
      // small one from the site's srcset instead of an editor's full-size photo.
      breakpoints: { small: 480, medium: 768, large: 1280 },
      sizeLimit: UPLOAD_BYTES_MAX,
    },
  },
});

export default config;
