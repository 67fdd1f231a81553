import type { Core } from '@strapi/strapi';
import {
  configurePasswordReset,
  endSessionsOnPasswordChange,
  ensureModeratorRole,
  keepSignUpClosed,
} from './core/auth/accounts';
import { writeMailToLog } from './core/lifecycle/mail-log';
import { registerCacheInvalidation } from './core/lifecycle/cache-invalidation';
import { cacheBus, connectCacheBus } from './core/lifecycle/cache-bus';
import { contentFeed, startContentFeed } from './core/lifecycle/content-feed';
import { setUpReviewWrites } from './api/review/write-in-postgres';
import { ensureFirstEditor } from './core/lifecycle/first-editor';
import { startMetrics, stopMetrics } from './core/lifecycle/metrics';
import { ensureIndexes } from './core/db/indexes';
import { assertProductionSecrets } from './core/env/production-secrets';
import { OPENING_HOURS_FIELD } from './core/lifecycle/opening-hours-field';
import { registerOpeningHoursGuard } from './core/lifecycle/opening-hours-guard';
import { setUpSearchIndexes, stopSearchIndexes } from './core/search/search-index';
import { setUpCountedCells } from './core/geo/geo-cells';
import { setUpGeoIndex } from './core/geo/geo-index';
import { registerUploadGuard } from './core/lifecycle/upload-guard';
import { registerSlugMiddleware } from './core/lifecycle/slugs';
import { setUpReadWorkers, stopReadWorkers } from './core/db/sqlite-readers';
import { startCheckpoints, stopCheckpoints } from './core/db/sqlite-checkpoints';
import { countReviewsIn } from './api/review/limits';
import { countNewsletterIn } from './api/newsletter-subscriber/limits';
import { recountOnPanelChanges } from './api/review/panel';
import { holdFirstSetting } from './api/review/services/review';
import { assertSessionSettings } from './core/auth/sessions';
import { responseCacheBytes } from './core/cache/cache';
import { retryReadsOnLostConnection } from './core/db/retry-reads';
import { assertWriteLaneSetting, closeWriteLane } from './core/db/write-lane';
import { knex } from './core/db/connection';
import { digestRate } from './api/newsletter-subscriber/digest/send';
import { panelMapStyleUrl } from './core/env/map-style';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    // Production refuses missing, short or example secrets, naming each.
    assertProductionSecrets();
    // Numeric settings read during requests are read once here: a bad value stops the start.
    assertSessionSettings();
    holdFirstSetting();
    assertWriteLaneSetting();
    responseCacheBytes();
    digestRate();
    panelMapStyleUrl();
    const key = process.env.ADMIN_KEY ?? '';
    registerSlugMiddleware(strapi);
    // Opening hours: edited in the panel as days and times (src/admin), checked on every save.
    strapi.customFields.register(OPENING_HOURS_FIELD);
    registerOpeningHoursGuard(strapi);
    registerCacheInvalidation(strapi);
    // A review changed in the panel recounts its business's rating and review count.
    recountOnPanelChanges(strapi);
    if (key === '') {
      strapi.log.info(
        'ADMIN_KEY is not set: only signed-in moderators reach the moderation routes (no automation key).',
      );
    }
  },

  /** After Strapi's schema sync: the indexes it cannot declare (idempotent). */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    // A read whose connection PostgreSQL ends under it (a restart) is sent again, not failed.
    retryReadsOnLostConnection(knex(strapi));
    // Uploads: pictures only, checked by their content.
    registerUploadGuard(strapi);
    // The panel's first editor comes from configuration, never from the first visitor.
    await ensureFirstEditor(strapi);
    // The plugin's own sign-up stays off (visitors sign up through /api/account/sign-up).
    await keepSignUpClosed(strapi);
    // Moderators of the moderation area are users-permissions accounts with this role.
    await ensureModeratorRole(strapi);
    // Their passwords reset through the plugin's mail; a new password ends their sessions.
    await configurePasswordReset(strapi);
    endSessionsOnPasswordChange(strapi);
    writeMailToLog(strapi);
    await ensureIndexes(strapi);
    await setUpSearchIndexes(strapi);
    // The map's spatial index of the businesses (R*Tree on SQLite, GiST on PostgreSQL).
    await setUpGeoIndex(strapi);
    // The businesses counted per cell of the map's grid: clusters that do not grow with the rows.
    await setUpCountedCells(strapi);
    // SQLite: searches read on worker threads, beside the cms's own connection.
    setUpReadWorkers(strapi);
    // SQLite: the log is copied into the database file on a thread, never inside a commit.
    await startCheckpoints(strapi);
    // Changes other processes commit (replicas, the seed, a console) empty this one's caches.
    await startContentFeed(strapi);
    // PostgreSQL: a new review is written by a function in the database, in one round trip.
    await setUpReviewWrites(strapi);
    // With REDIS_URL: a change made through any replica empties every replica's caches.
    connectCacheBus(strapi, [countReviewsIn, countNewsletterIn]);
    // With METRICS_PORT: Prometheus metrics on that port, never on the public one.
    await startMetrics(strapi);
  },

  async destroy({ strapi }: { strapi: Core.Strapi }) {
    stopSearchIndexes(strapi);
    await Promise.all([
      cacheBus()?.close(),
      contentFeed()?.close(),
      stopReadWorkers(strapi),
      stopCheckpoints(strapi),
      closeWriteLane(strapi),
      stopMetrics(),
    ]);
  },
};
