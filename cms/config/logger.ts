import { winston, formats } from '@strapi/logger';

/** STRAPI_LOG_LEVEL (default `http`: one line per request) sets how much the cms says. */
export default {
  transports: [
    new winston.transports.Console({
      level: process.env.STRAPI_LOG_LEVEL ?? 'http',
      format: winston.format.combine(
        formats.levelFilter(process.env.STRAPI_LOG_LEVEL ?? 'http'),
        formats.prettyPrint({ timestamps: 'YYYY-MM-DD hh:mm:ss.SSS' }),
      ),
    }),
  ],
};
