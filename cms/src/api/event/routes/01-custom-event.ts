export default {
  routes: [{ method: 'GET', path: '/events', handler: 'api::event.event.list', config: { auth: false } }],
};
