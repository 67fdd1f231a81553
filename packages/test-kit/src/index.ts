/**
 * The test kit of Tampa Local: what the cms's and the seed's suites share, imported by
 * package name (`@tampa-local/test-kit`) rather than from another package's tests. It
 * boots the real cms (this workspace's `cms` package) on a database of its own, signs in
 * editors and moderators, reads CSV as a spreadsheet does and skips tests out loud.
 * Its global setup (`@tampa-local/test-kit/global-setup`) compiles the cms once per run.
 * TypeScript source, run by vitest and checked by tsc as it is: there is no build.
 */
export { APP_DIR } from './app';
export { parseCsv } from './csv';
export { POSTGRES_ONLY, SQLITE_ONLY, skipWithout } from './skips';
export {
  TEST_ADMIN_KEY,
  TEST_MODERATOR,
  createAccount,
  createEditor,
  createPostgresDatabase,
  learnCommonWords,
  moderatorSession,
  resetAdminKeyFailures,
  resetNewsletterCounts,
  resetSignInFailures,
  resetSignUpCounts,
  signInEditor,
  signInModerator,
  startStrapi,
  usingPostgres,
  type AsModerator,
  type ModeratorSignIn,
  type TestAccount,
  type TestApp,
} from './strapi';
