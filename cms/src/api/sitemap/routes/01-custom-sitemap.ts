export default {
  routes: [
    { method: 'GET', path: '/sitemap', handler: 'api::sitemap.sitemap.index', config: { auth: false } },
    { method: 'GET', path: '/sitemap/:type/:index', handler: 'api::sitemap.sitemap.chunk', config: { auth: false } },
  ],
};
