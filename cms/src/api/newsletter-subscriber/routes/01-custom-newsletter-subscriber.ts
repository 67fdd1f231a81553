const open = { auth: false as const };
const handler = (name: string) => `api::newsletter-subscriber.newsletter-subscriber.${name}`;

export default {
  routes: [
    { method: 'POST', path: '/newsletter/subscriptions', handler: handler('subscribe'), config: open },
    { method: 'POST', path: '/newsletter/confirmations', handler: handler('confirm'), config: open },
    { method: 'POST', path: '/newsletter/unsubscribe', handler: handler('unsubscribe'), config: open },
    {
      method: 'POST',
      path: '/newsletter/digests',
      handler: handler('sendDigest'),
      config: { auth: false, policies: [{ name: 'global::moderator', config: { automation: true } }] },
    },
    {
      method: 'GET',
      path: '/newsletter/subscribers/export/csv',
      handler: handler('exportCsv'),
      config: { auth: false, policies: [{ name: 'global::moderator', config: { automation: true } }] },
    },
  ],
};
