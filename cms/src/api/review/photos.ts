import { writeFile } from 'node:fs/promises';
import type { Core } from '@strapi/strapi';
import { REVIEW_ERRORS, REVIEW_PHOTO_PIXELS_MAX, type ReviewPhoto } from '@tampa-local/domain';
import sharp, { type Sharp } from 'sharp';
import { UID } from '../../core/db/content-types';
import { knex } from '../../core/db/connection';
import { read, schema, type Row } from '../../core/db/db';
import { srcsetOf } from '../../core/db/images';
import { badRequest } from '../../core/http/errors';
import { readRows } from '../../core/db/sqlite-readers';
import { assertImage } from '../../core/lifecycle/upload-guard';

/**
 * A review's photos are the upload plugin's files linked to the review's `photos` field:
 * editors see them in the panel, and they get the same checks (the file's own bytes), the
 * same sizes (the upload breakpoints) and the same headers as the editors' pictures.
 */
export const PHOTO_FIELD = 'photos';

/** A file as the body parser hands it over. */
export type UploadedPhoto = {
  filepath: string;
  size: number;
  mimetype?: string | null;
  originalFilename?: string | null;
};

type FileRow = { id: number; url: string; formats?: unknown; provider?: string };

type UploadService = {
  upload: (input: { data: Record<string, unknown>; files: UploadedPhoto }) => Promise<FileRow[]>;
  findOne: (id: number) => Promise<FileRow | null>;
  remove: (file: FileRow) => Promise<unknown>;
};

const uploads = (strapi: Core.Strapi): UploadService =>
  strapi.plugin('upload').service('upload') as unknown as UploadService;

/** The link rows of review photos, with their files. */
function photoLinks(strapi: Core.Strapi) {
  const s = schema(strapi);
  return knex(strapi)(`${s.media.table} as m`)
    .join(`${s.files} as f`, 'f.id', `m.${s.media.file}`)
    .where(`m.${s.media.relatedType}`, UID.review)
    .where('m.field', PHOTO_FIELD);
}

const toPhoto = (row: Row): ReviewPhoto => {
  const url = String(row.url ?? '');
  return {
    id: read.int(row.id),
    url,
    srcset: srcsetOf({ url, width: row.width, formats: row.formats }),
    width: read.number(row.width),
    height: read.number(row.height),
    alt: read.text(row.alternative_text) ?? '',
  };
};

/** The photos of these reviews, in the order they were added, by review id. */
export async function photosOf(strapi: Core.Strapi, reviewIds: number[]): Promise<Map<number, ReviewPhoto[]>> {
  const byReview = new Map<number, ReviewPhoto[]>();
  if (reviewIds.length === 0) return byReview;
  const s = schema(strapi);
  const rows = await readRows<Row>(
    strapi,
    photoLinks(strapi)
      .whereIn(`m.${s.media.relatedId}`, reviewIds)
      .select(
        `m.${s.media.relatedId} as review_id`,
        'f.id',
        'f.url',
        'f.width',
        'f.height',
        'f.formats',
        'f.alternative_text',
      )
      .orderBy('m.order')
      .orderBy('m.id'),
  );
  for (const row of rows) {
    const id = read.int(row.review_id);
    const list = byReview.get(id) ?? [];
    list.push(toPhoto(row));
    byReview.set(id, list);
  }
  return byReview;
}

/** How many photos a review has. */
export async function photoCount(strapi: Core.Strapi, reviewId: number): Promise<number> {
  const s = schema(strapi);
  const row = (await photoLinks(strapi).where(`m.${s.media.relatedId}`, reviewId).count({ n: '*' }).first()) as
    Row | undefined;
  return read.int(row?.n);
}

/** The ids of a review's photo files. */
export async function photoIdsOf(strapi: Core.Strapi, reviewId: number): Promise<number[]> {
  const s = schema(strapi);
  const ids = (await photoLinks(strapi).where(`m.${s.media.relatedId}`, reviewId).pluck('f.id')) as unknown[];
  return ids.map((id) => read.int(id));
}

const EXTENSIONS: Record<string, string> = { jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp', heif: 'avif' };

/**
 * Writes the picture again from its pixels, turned the way the camera held it: what the
 * camera recorded beside them (the place it was taken, the device) is not kept, so a
 * visitor's photo never tells where they live. Animated pictures keep their frames.
 */
async function withoutMetadata(photo: UploadedPhoto): Promise<{ format: string; size: number }> {
  const metadata = await sharp(photo.filepath).metadata();
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0) * (metadata.pages ?? 1);
  // Refused before anything is unpacked: a small file can hold a picture of gigabytes.
  if (pixels > REVIEW_PHOTO_PIXELS_MAX) throw badRequest(REVIEW_ERRORS.photoPixels);
  const format: Parameters<Sharp['toFormat']>[0] = metadata.format === 'heif' ? 'avif' : (metadata.format ?? 'jpeg');
  const animated = (metadata.pages ?? 1) > 1;
  let buffer: Buffer;
  try {
    buffer = await sharp(photo.filepath, { animated, limitInputPixels: REVIEW_PHOTO_PIXELS_MAX })
      .rotate()
      .toFormat(format)
      .toBuffer();
  } catch {
    // A header that reads as a picture over bytes that are not its pixels.
    throw badRequest(REVIEW_ERRORS.photoType);
  }
  await writeFile(photo.filepath, buffer);
  return { format: metadata.format ?? 'jpeg', size: buffer.length };
}

/**
 * Stores a photo for a review through the upload plugin (its sizes, its storage) and
 * links it to the review. The file is checked by its bytes first; nothing is stored when
 * it is not a picture. Returns the new file's id.
 */
export async function storePhoto(
  strapi: Core.Strapi,
  reviewId: number,
  photo: UploadedPhoto,
  alt: string | null,
): Promise<number> {
  await assertImage(photo);
  const { format, size } = await withoutMetadata(photo);
  const extension = EXTENSIONS[format] ?? 'jpg';
  const file: UploadedPhoto = {
    ...photo,
    size,
    mimetype: `image/${format === 'heif' ? 'avif' : format}`,
    // The visitor's own file name can say more than they meant to: the photo is named for its review.
    originalFilename: `review-${reviewId}.${extension}`,
  };
  const [created] = await uploads(strapi).upload({
    data: {
      ref: UID.review,
      refId: reviewId,
      field: PHOTO_FIELD,
      fileInfo: { name: file.originalFilename, alternativeText: alt ?? '' },
    },
    files: file,
  });
  if (!created) throw new Error('The upload plugin stored no file');
  return read.int(created.id);
}

/** Removes a photo's file and its sizes from storage, and its link. */
export async function deletePhoto(strapi: Core.Strapi, fileId: number): Promise<void> {
  const file = await uploads(strapi).findOne(fileId);
  if (file) await uploads(strapi).remove(file);
}
