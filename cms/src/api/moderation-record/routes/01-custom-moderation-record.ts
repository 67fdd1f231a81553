export default {
  routes: [
    {
      method: 'GET',
      path: '/moderation-records',
      handler: 'api::moderation-record.moderation-record.list',
      config: { auth: false, policies: ['global::moderator'] },
    },
  ],
};
