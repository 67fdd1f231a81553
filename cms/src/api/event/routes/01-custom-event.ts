export default {
  routes: [
    { method: 'GET', path: '/events', handler: 'api::event.event.list', config: { auth: false } },
    // Before /events/:slug, which would take "clusters" or "feed.ics" for a slug.
    { method: 'GET', path: '/events/clusters', handler: 'api::event.event.clusters', config: { auth: false } },
    { method: 'GET', path: '/events/feed.ics', handler: 'api::event.event.feed', config: { auth: false } },
    { method: 'GET', path: '/events/:slug', handler: 'api::event.event.findOne', config: { auth: false } },
    {
      method: 'GET',
      path: '/events/:slug/calendar.ics',
      handler: 'api::event.event.eventCalendar',
      config: { auth: false },
    },
  ],
};
