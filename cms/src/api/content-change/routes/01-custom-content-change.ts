export default {
  routes: [
    {
      method: 'GET',
      path: '/content-changes',
      handler: 'api::content-change.content-change.stream',
      config: { auth: false },
    },
  ],
};
