import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { answerClock } from '../../../core/cache/answer-clock';
import { markAnswer } from '../../../core/cache/review-changes';
import { idParam, paging, type RawParams } from '../../../core/http/params';
import { assertAccount, type Moderator } from '../../../core/auth/sessions';
import { serviceOf } from '../../services';
import { countPhoto, countReport, countReview } from '../limits';
import {
  parseModeration,
  parseNewPhoto,
  parseNewReview,
  parseReport,
  photoIdParam,
  parseReviewEdit,
  parseReviewPageQuery,
  reviewIdParam,
} from '../parse';

/**
 * Reviews: the public page of a business's reviews, a visitor's own reviews under
 * /api/account/reviews (their session and CSRF token), and the moderators' queue under
 * /api/reviews (the moderator policy). Every input is checked before the service reads
 * or writes anything.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => serviceOf(strapi, 'api::review.review');
  const noStore = (ctx: Context) => ctx.set('Cache-Control', 'private, no-store');

  return {
    /** GET /api/businesses/{slug}/reviews: public and cached until a review or business changes. */
    async listForBusiness(ctx: Context) {
      const query = parseReviewPageQuery(ctx.query as RawParams);
      const slug = idParam(ctx, 'slug');
      // Nothing in the answer depends on the clock: it holds until content changes.
      answerClock(ctx);
      const { page, marks } = await service().page(slug, query);
      markAnswer(ctx, marks);
      ctx.body = page;
    },

    async mine(ctx: Context) {
      const session = await assertAccount(strapi, ctx);
      noStore(ctx);
      ctx.body = await service().mine(session.account.id);
    },

    async create(ctx: Context) {
      const session = await assertAccount(strapi, ctx);
      const input = parseNewReview(ctx, new Date());
      noStore(ctx);
      const userId = session.account.id;
      ctx.body = await service().create(userId, input, () => countReview(ctx, userId));
      ctx.status = 201;
    },

    async update(ctx: Context) {
      const session = await assertAccount(strapi, ctx);
      const id = reviewIdParam(ctx);
      const input = parseReviewEdit(ctx, new Date());
      noStore(ctx);
      ctx.body = await service().edit(session.account.id, id, input);
    },

    async remove(ctx: Context) {
      const session = await assertAccount(strapi, ctx);
      await service().remove(session.account.id, reviewIdParam(ctx));
      ctx.status = 204;
      ctx.body = null;
    },

    /** POST /api/account/reviews/{id}/photos: one photo (multipart), the review back with it. */
    async addPhoto(ctx: Context) {
      const session = await assertAccount(strapi, ctx);
      const id = reviewIdParam(ctx);
      const input = parseNewPhoto(ctx);
      noStore(ctx);
      const userId = session.account.id;
      ctx.body = await service().addPhoto(userId, id, input, () => countPhoto(ctx, userId));
      ctx.status = 201;
    },

    async removePhoto(ctx: Context) {
      const session = await assertAccount(strapi, ctx);
      const id = reviewIdParam(ctx);
      const photoId = photoIdParam(ctx);
      noStore(ctx);
      ctx.body = await service().removePhoto(session.account.id, id, photoId);
    },

    async markHelpful(ctx: Context) {
      const session = await assertAccount(strapi, ctx);
      noStore(ctx);
      ctx.body = await service().setHelpful(session.account.id, reviewIdParam(ctx), true);
    },

    async unmarkHelpful(ctx: Context) {
      const session = await assertAccount(strapi, ctx);
      noStore(ctx);
      ctx.body = await service().setHelpful(session.account.id, reviewIdParam(ctx), false);
    },

    async report(ctx: Context) {
      const session = await assertAccount(strapi, ctx);
      const id = reviewIdParam(ctx);
      const input = parseReport(ctx);
      const userId = session.account.id;
      const { added } = await service().report(userId, id, input, () => countReport(ctx, userId));
      noStore(ctx);
      ctx.status = added ? 202 : 200;
      ctx.body = { ok: true };
    },

    /** GET /api/reviews/pending: the moderators' queue, longest waiting first. */
    async pending(ctx: Context) {
      const { items, total } = await service().pending(paging(ctx.query as RawParams));
      ctx.set('X-Total-Count', String(total));
      noStore(ctx);
      ctx.body = items;
    },

    async moderate(ctx: Context) {
      const id = reviewIdParam(ctx);
      const change = parseModeration(ctx);
      noStore(ctx);
      ctx.body = await service().moderate(id, change, ctx.state.moderator as Moderator);
    },
  };
};
