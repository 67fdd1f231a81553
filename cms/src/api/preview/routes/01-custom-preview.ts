export default {
  routes: [
    {
      method: 'GET',
      path: '/preview/:kind/:documentId',
      handler: 'api::preview.preview.show',
      config: { auth: false },
    },
  ],
};
