const admin = { auth: false as const, policies: ['global::moderator'] };

export default {
  routes: [
    {
      method: 'GET',
      path: '/businesses/:idOrSlug/videos',
      handler: 'api::business-video.business-video.listForBusiness',
      config: { auth: false },
    },
    {
      method: 'POST',
      path: '/businesses/:idOrSlug/videos',
      handler: 'api::business-video.business-video.create',
      config: admin,
    },
    {
      method: 'GET',
      path: '/business-videos/pending',
      handler: 'api::business-video.business-video.pending',
      config: admin,
    },
    {
      method: 'POST',
      path: '/business-videos/:id/moderate',
      handler: 'api::business-video.business-video.moderate',
      config: admin,
    },
    {
      method: 'DELETE',
      path: '/business-videos/:id',
      handler: 'api::business-video.business-video.remove',
      config: admin,
    },
  ],
};
