import type { Core } from '@strapi/strapi';
import { CITY_TIME_ZONE } from '@tampa-local/domain';
import { sendWeeklyDigest } from './send';

/** Thursdays at 10:00 in Tampa: the weekend's events are known, and there is time to plan. */
export const DEFAULT_DIGEST_CRON = '0 10 * * 4';

/**
 * Strapi's cron for the weekly digest: NEWSLETTER_DIGEST_CRON (a cron rule in Tampa's time,
 * or `off`), only with EMAIL_PROVIDER=smtp (in development mail goes to the log, and no
 * digest is wanted there). Every replica runs it; the deliveries' claims make each mail
 * leave once.
 */
export function digestSchedule(env: NodeJS.ProcessEnv): Core.Config.Server['cron'] {
  const rule = env.NEWSLETTER_DIGEST_CRON?.trim() || DEFAULT_DIGEST_CRON;
  const enabled = rule.toLowerCase() !== 'off' && env.EMAIL_PROVIDER === 'smtp';
  return {
    enabled,
    tasks: enabled
      ? {
          newsletterDigest: {
            task: async ({ strapi }: { strapi: Core.Strapi }) => {
              await sendWeeklyDigest(strapi).catch((error: unknown) => {
                strapi.log.error(`Newsletter digest: the run failed: ${(error as Error).message}`);
              });
            },
            options: { rule, tz: CITY_TIME_ZONE },
          },
        }
      : {},
  };
}
