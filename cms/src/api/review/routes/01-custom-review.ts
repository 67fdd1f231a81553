/** The visitor's cookie has Path=/api/account, so every visitor route lives under it. */
const visitor = { auth: false as const };
const moderator = { auth: false as const, policies: ['global::moderator'] };

export default {
  routes: [
    {
      method: 'GET',
      path: '/businesses/:slug/reviews',
      handler: 'api::review.review.listForBusiness',
      config: { auth: false },
    },
    { method: 'GET', path: '/account/reviews', handler: 'api::review.review.mine', config: visitor },
    { method: 'POST', path: '/account/reviews', handler: 'api::review.review.create', config: visitor },
    { method: 'PUT', path: '/account/reviews/:id', handler: 'api::review.review.update', config: visitor },
    { method: 'DELETE', path: '/account/reviews/:id', handler: 'api::review.review.remove', config: visitor },
    { method: 'POST', path: '/account/reviews/:id/photos', handler: 'api::review.review.addPhoto', config: visitor },
    {
      method: 'DELETE',
      path: '/account/reviews/:id/photos/:photoId',
      handler: 'api::review.review.removePhoto',
      config: visitor,
    },
    { method: 'PUT', path: '/account/reviews/:id/helpful', handler: 'api::review.review.markHelpful', config: visitor },
    {
      method: 'DELETE',
      path: '/account/reviews/:id/helpful',
      handler: 'api::review.review.unmarkHelpful',
      config: visitor,
    },
    { method: 'POST', path: '/account/reviews/:id/reports', handler: 'api::review.review.report', config: visitor },
    { method: 'GET', path: '/reviews/pending', handler: 'api::review.review.pending', config: moderator },
    { method: 'POST', path: '/reviews/:id/moderation', handler: 'api::review.review.moderate', config: moderator },
  ],
};
