export default {
  routes: [{ method: 'GET', path: '/search', handler: 'api::search.search.search', config: { auth: false } }],
};
