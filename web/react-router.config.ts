import type { Config } from '@react-router/dev/config';

/**
 * React Router framework mode: every page is rendered on the server (names, prices and
 * dates are in the HTML a crawler or a link preview receives), then hydrates.
 */
export default {
  appDirectory: 'src',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
