const open = { auth: false as const };

export default {
  routes: [
    { method: 'POST', path: '/account/sign-up', handler: 'api::account.account.signUp', config: open },
    { method: 'POST', path: '/account/confirm', handler: 'api::account.account.confirm', config: open },
    { method: 'POST', path: '/account/session', handler: 'api::account.account.signIn', config: open },
    { method: 'GET', path: '/account/session', handler: 'api::account.account.show', config: open },
    { method: 'DELETE', path: '/account/session', handler: 'api::account.account.signOut', config: open },
    { method: 'GET', path: '/account/favorites', handler: 'api::account.account.favorites', config: open },
    { method: 'POST', path: '/account/favorites/merge', handler: 'api::account.account.mergeFavorites', config: open },
    {
      method: 'PUT',
      path: '/account/favorites/:kind/:slug',
      handler: 'api::account.account.addFavorite',
      config: open,
    },
    {
      method: 'DELETE',
      path: '/account/favorites/:kind/:slug',
      handler: 'api::account.account.removeFavorite',
      config: open,
    },
  ],
};
