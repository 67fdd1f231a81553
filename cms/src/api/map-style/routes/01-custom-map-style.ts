export default {
  routes: [{ method: 'GET', path: '/map-style', handler: 'api::map-style.map-style.show', config: { auth: false } }],
};
