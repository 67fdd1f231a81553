import type account from './account/services/account';
import type moderation from './moderation/services/moderation';
import type businessVideo from './business-video/services/business-video';
import type business from './business/services/business';
import type businessExport from './business/services/export';
import type event from './event/services/event';
import type influencer from './influencer/services/influencer';
import type moderationRecord from './moderation-record/services/moderation-record';
import type newsletterSubscriber from './newsletter-subscriber/services/newsletter-subscriber';
import type property from './property/services/property';
import type review from './review/services/review';
import type search from './search/services/search';
import type sitemap from './sitemap/services/sitemap';

/**
 * What each service uid holds, added to the registry's Services (services.ts) the way
 * Strapi's generated types add content types to its own: the registry stays at the bottom
 * and this file, which nothing imports, sits above every service.
 */
declare module './services' {
  interface Services {
    'api::account.account': ReturnType<typeof account>;
    'api::moderation.moderation': ReturnType<typeof moderation>;
    'api::business.business': ReturnType<typeof business>;
    'api::business.export': ReturnType<typeof businessExport>;
    'api::business-video.business-video': ReturnType<typeof businessVideo>;
    'api::event.event': ReturnType<typeof event>;
    'api::influencer.influencer': ReturnType<typeof influencer>;
    'api::moderation-record.moderation-record': ReturnType<typeof moderationRecord>;
    'api::newsletter-subscriber.newsletter-subscriber': ReturnType<typeof newsletterSubscriber>;
    'api::property.property': ReturnType<typeof property>;
    'api::review.review': ReturnType<typeof review>;
    'api::search.search': ReturnType<typeof search>;
    'api::sitemap.sitemap': ReturnType<typeof sitemap>;
  }
}
