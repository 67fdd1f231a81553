export default {
  routes: [
    {
      method: 'GET',
      path: '/admin/stats',
      handler: 'api::admin.admin.stats',
      config: { auth: false, policies: ['global::admin-key'] },
    },
  ],
};
