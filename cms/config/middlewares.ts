import type { Core } from '@strapi/strapi';
import { allowedOrigins } from '../src/core/http/origins';
import { UPLOAD_BYTES_MAX } from '../src/core/http/uploads';

const config = (): Core.Config.Middlewares => [
  // First: the request's id (X-Request-Id) and its access line, for every answer.
  'global::request-log',
  // GET /_ready: 503 while the database does not answer (liveness is Strapi's /_health).
  'global::readiness',
  // Behind a proxy: the client address and host are what the proxy says, never the client.
  'global::forwarded-headers',
  // First: repeated public GETs are answered from memory without the rest of the stack.
  'global::response-cache',
  // Then public reads the cache did not answer skip to the few middlewares they need and their controller.
  'global::public-reads',
  'strapi::errors',
  // Outside compression, so its refusals (406 for an Accept-Encoding it cannot meet) are JSON too.
  'global::api-errors',
  { name: 'strapi::compression', config: { br: false } },
  'global::http-cache',
  'strapi::security',
  // Only the site's own origins may call the API from a browser on another origin.
  { name: 'strapi::cors', config: { origin: allowedOrigins(), credentials: false } },
  'strapi::query',
  {
    name: 'strapi::body',
    // A file larger than the upload limit is refused while it arrives (413), not after.
    config: {
      jsonLimit: '64kb',
      formLimit: '64kb',
      textLimit: '64kb',
      formidable: { maxFileSize: UPLOAD_BYTES_MAX },
    },
  },
  // The body parser's temporary files are removed after every request, whatever their field.
  'global::multipart-files',
  // A NUL character or an unpaired surrogate in a request body is a 400 on every route.
  'global::well-formed-text',
  'strapi::session',
  'strapi::favicon',
  'global::upload-headers',
  'strapi::public',
];

export default config;
