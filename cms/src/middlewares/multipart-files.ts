import { rm } from 'node:fs/promises';
import type { Context, Next } from 'koa';

type ParsedFile = { filepath?: unknown };

/** Every temporary file the body parser wrote for this request, whatever its field's name. */
function temporaryFiles(ctx: Context): string[] {
  const files = (ctx.request as { files?: Record<string, ParsedFile | ParsedFile[] | undefined> }).files;
  if (!files) return [];
  return Object.values(files)
    .flatMap((entry) => (Array.isArray(entry) ? entry : [entry]))
    .map((file) => file?.filepath)
    .filter((path): path is string => typeof path === 'string');
}

/**
 * The body parser writes every file of a multipart request to the temporary folder before
 * any route is chosen, and Strapi removes only those sent as `files`. Any other field's
 * files (on any route, from anyone) would stay on disk: this removes them all once the
 * request is answered, whatever the answer.
 */
export default () =>
  async (ctx: Context, next: Next): Promise<void> => {
    try {
      await next();
    } finally {
      const paths = temporaryFiles(ctx);
      if (paths.length > 0) await Promise.all(paths.map((path) => rm(path, { force: true })));
    }
  };
