export default {
  routes: [
    {
      method: 'GET',
      path: '/businesses',
      handler: 'api::business.business.list',
      config: { auth: false },
    },
    {
      // Before /businesses/:idOrSlug, which would take it for a slug.
      method: 'GET',
      path: '/businesses/clusters',
      handler: 'api::business.business.clusters',
      config: { auth: false },
    },
    {
      method: 'GET',
      path: '/businesses/export/csv',
      handler: 'api::business.business.exportCsv',
      config: { auth: false, policies: [{ name: 'global::moderator', config: { automation: true } }] },
    },
    {
      method: 'GET',
      path: '/businesses/:idOrSlug',
      handler: 'api::business.business.findOne',
      config: { auth: false },
    },
  ],
};
