export default {
  routes: [
    {
      method: 'GET',
      path: '/admin/stats',
      handler: 'api::moderation.moderation.stats',
      config: { auth: false, policies: [{ name: 'global::moderator', config: { automation: true } }] },
    },
    {
      method: 'POST',
      path: '/moderator/session',
      handler: 'api::moderation.moderator-session.signIn',
      config: { auth: false },
    },
    {
      method: 'GET',
      path: '/moderator/session',
      handler: 'api::moderation.moderator-session.show',
      config: { auth: false },
    },
    {
      method: 'DELETE',
      path: '/moderator/session',
      handler: 'api::moderation.moderator-session.signOut',
      config: { auth: false },
    },
  ],
};
