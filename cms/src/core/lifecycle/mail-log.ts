import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';

type Mail = {
  to?: string;
  from?: string;
  subject?: string;
  text?: string;
  html?: string;
  headers?: Record<string, string>;
};

let written = 0;

/**
 * Without EMAIL_PROVIDER=smtp, mail is not sent: each message is written to the log (in
 * development, the confirmation and password-reset links are read there) and, with
 * MAIL_OUTBOX_DIR, also as one text file per mail in that folder, with the headers a mail
 * adds (a newsletter's List-Unsubscribe and List-Unsubscribe-Post). Replaces the email
 * plugin's provider once the plugin has started.
 */
export function writeMailToLog(strapi: Core.Strapi, env: NodeJS.ProcessEnv = process.env): void {
  if ((env.EMAIL_PROVIDER ?? 'log') === 'smtp') return;
  if (env.NODE_ENV === 'production') {
    strapi.log.warn('EMAIL_PROVIDER is not "smtp": account mail is written to the log, not sent.');
  }
  const outbox = env.MAIL_OUTBOX_DIR;
  if (outbox) mkdirSync(outbox, { recursive: true });
  const plugin = strapi.plugin('email') as unknown as { provider: { send: (mail: Mail) => Promise<void> } };
  plugin.provider = {
    async send(mail: Mail) {
      const body = mail.text ?? mail.html ?? '';
      const headers = Object.entries(mail.headers ?? {})
        .map(([name, value]) => `${name}: ${value}\n`)
        .join('');
      strapi.log.info(`Mail to ${mail.to ?? '(nobody)'}: ${mail.subject ?? ''}\n${headers}${body}`);
      if (outbox) {
        written += 1;
        const name = `${Date.now()}-${String(written).padStart(6, '0')}.txt`;
        writeFileSync(
          path.join(outbox, name),
          `To: ${mail.to ?? ''}\nSubject: ${mail.subject ?? ''}\n${headers}\n${body}\n`,
        );
      }
    },
  };
}
