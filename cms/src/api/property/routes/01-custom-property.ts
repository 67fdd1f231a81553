export default {
  routes: [
    { method: 'GET', path: '/properties', handler: 'api::property.property.list', config: { auth: false } },
    {
      method: 'GET',
      path: '/properties/clusters',
      handler: 'api::property.property.clusters',
      config: { auth: false },
    },
  ],
};
