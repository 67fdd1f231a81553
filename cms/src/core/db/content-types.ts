import { CONTENT_TYPES } from '@tampa-local/domain';

/** The uids the cms's queries read: the product's content types, the moderation records and the upload plugin's files. */
export const UID = {
  ...CONTENT_TYPES,
  moderationRecord: 'api::moderation-record.moderation-record',
  file: 'plugin::upload.file',
} as const;
