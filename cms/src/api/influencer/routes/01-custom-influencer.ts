export default {
  routes: [
    { method: 'GET', path: '/influencers', handler: 'api::influencer.influencer.list', config: { auth: false } },
    {
      method: 'GET',
      path: '/influencers/:slug',
      handler: 'api::influencer.influencer.findOne',
      config: { auth: false },
    },
  ],
};
