import { formats, winston } from '@strapi/logger';
import { redactTokens } from '../src/core/http/redact';

/**
 * Everything at or above STRAPI_LOG_LEVEL (default `http`: one line per request, and every
 * info, warning and error) goes to the console; warnings and errors to stderr. In
 * production (or with LOG_FORMAT=json) each entry is one JSON object per line, with the
 * request's id where it has one and the codes of mailed links and signed URLs redacted;
 * elsewhere a readable line, which keeps the development mail's links whole.
 */
const level = process.env.STRAPI_LOG_LEVEL || 'http';
const json = (process.env.LOG_FORMAT || (process.env.NODE_ENV === 'production' ? 'json' : 'pretty')) === 'json';

/** A readable line names its request: `[req 5f1c…] GET /api/… (3 ms) 200`. */
const requestPrefix = winston.format((info) => {
  if (typeof info.requestId === 'string' && typeof info.message === 'string') {
    info.message = `[req ${info.requestId}] ${info.message}`;
  }
  return info;
});

/** An Error logged as the entry itself keeps its stack; strings become messages. */
const redacted = winston.format((info) => {
  if (typeof info.message === 'string') info.message = redactTokens(info.message);
  if (typeof info.stack === 'string') info.stack = redactTokens(info.stack);
  return info;
});

export default {
  level,
  format: json
    ? winston.format.combine(
        winston.format.errors({ stack: true }),
        redacted(),
        winston.format.timestamp(),
        winston.format.json(),
      )
    : winston.format.combine(requestPrefix(), formats.prettyPrint({ timestamps: 'YYYY-MM-DD hh:mm:ss.SSS' })),
  transports: [new winston.transports.Console({ level, stderrLevels: ['error', 'warn'] })],
};
