import type { Core } from '@strapi/strapi';

type Mail = { to?: string; from?: string; subject?: string; text?: string; html?: string };

/**
 * Without EMAIL_PROVIDER=smtp, mail is not sent: each message is written to the log (in
 * development, the password-reset link is read there). Replaces the email plugin's
 * provider once the plugin has started.
 */
export function writeMailToLog(strapi: Core.Strapi, env: NodeJS.ProcessEnv = process.env): void {
  if ((env.EMAIL_PROVIDER ?? 'log') === 'smtp') return;
  if (env.NODE_ENV === 'production') {
    strapi.log.warn('EMAIL_PROVIDER is not "smtp": password-reset mail is written to the log, not sent.');
  }
  const plugin = strapi.plugin('email') as unknown as { provider: { send: (mail: Mail) => Promise<void> } };
  plugin.provider = {
    async send(mail: Mail) {
      strapi.log.info(`Mail to ${mail.to ?? '(nobody)'}: ${mail.subject ?? ''}\n${mail.text ?? mail.html ?? ''}`);
    },
  };
}
