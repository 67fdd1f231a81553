/** Environment settings are read by one parser, shared with the web server (packages/domain). */
export { wholeNumberSetting } from '@tampa-local/domain';
