export default {
  routes: [{ method: 'GET', path: '/properties', handler: 'api::property.property.list', config: { auth: false } }],
};
