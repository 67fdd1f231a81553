import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { badRequest, HttpError } from '../../../core/http/errors';
import { bodyObject } from '../../../core/http/params';
import { INVALID_EMAIL, normalizedEmail } from '../../../core/auth/sign-up';
import { serviceOf } from '../../services';
import { countConfirmation, countSubscription } from '../limits';
import { SUBSCRIBERS_FILE_NAME } from '../services/newsletter-subscriber';
import { digestWeekend } from '@tampa-local/domain';
import { sendWeeklyDigest } from '../digest/send';

/** The unsubscribe token: in the query (the List-Unsubscribe address), or in a JSON body. */
function unsubscribeTokenOf(ctx: Context): unknown {
  const fromQuery = (ctx.request.query as Record<string, unknown>).token;
  if (fromQuery !== undefined) return fromQuery;
  const body: unknown = ctx.request.body;
  return body !== null && typeof body === 'object' && !Array.isArray(body)
    ? (body as { token?: unknown }).token
    : undefined;
}

/** /api/newsletter/…: subscribing with double opt-in, unsubscribing, and the editors' export. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => serviceOf(strapi, 'api::newsletter-subscriber.newsletter-subscriber');
  const noStore = (ctx: Context) => ctx.set('Cache-Control', 'private, no-store');

  return {
    async subscribe(ctx: Context) {
      if (!ctx.is('application/json')) throw new HttpError(415, 'Send the subscription as JSON');
      const { email } = bodyObject(ctx.request.body);
      const address = typeof email === 'string' ? normalizedEmail(email) : null;
      if (address === null) throw badRequest(INVALID_EMAIL);
      const counted = await countSubscription(ctx, address);
      try {
        await service().subscribe(address);
      } catch (error) {
        await counted.giveBack();
        throw error;
      }
      noStore(ctx);
      ctx.status = 202;
      ctx.body = { ok: true };
    },

    async confirm(ctx: Context) {
      await countConfirmation(ctx);
      await service().confirm(bodyObject(ctx.request.body).token);
      noStore(ctx);
      ctx.body = { ok: true };
    },

    /** RFC 8058's one-click POST (form body `List-Unsubscribe=One-Click`) and the site's page alike. */
    async unsubscribe(ctx: Context) {
      await service().unsubscribe(unsubscribeTokenOf(ctx));
      noStore(ctx);
      ctx.body = { ok: true };
    },

    /**
     * POST /api/newsletter/digests: sends this week's digest now (moderators, automation),
     * as the weekly schedule does. Answers at once; the run goes on and logs its figures.
     * Running it again, here or on another replica, sends nobody a second copy.
     */
    async sendDigest(ctx: Context) {
      const now = new Date();
      void sendWeeklyDigest(strapi, { now }).catch((error: unknown) => {
        strapi.log.error(`Newsletter digest: the run failed: ${(error as Error).message}`);
      });
      noStore(ctx);
      ctx.status = 202;
      ctx.body = { digest: digestWeekend(now).key };
    },

    async exportCsv(ctx: Context) {
      ctx.set('Content-Type', 'text/csv; charset=utf-8');
      ctx.set('Content-Disposition', `attachment; filename="${SUBSCRIBERS_FILE_NAME}"`);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await service().exportCsv();
    },
  };
};
