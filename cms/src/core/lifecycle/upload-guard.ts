import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import sharp from 'sharp';

/** Formats the site shows as pictures, as sharp reads them from the file's content. */
export const ALLOWED_IMAGE_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp', 'heif']);
/** sharp names AVIF 'heif' (its container); the compression tells them apart. */
const ALLOWED_HEIF_COMPRESSION = 'av1';

export const NOT_AN_IMAGE = 'Only pictures can be uploaded: JPEG, PNG, GIF, WebP or AVIF.';

type UploadedFile = { filepath?: string; path?: string; originalFilename?: string | null; name?: string };

/**
 * Reads the file's own bytes (never its name or the type the client claims) and refuses
 * anything that is not one of the allowed picture formats: HTML, SVG (it can carry
 * scripts), PDFs, archives, executables. Only the header is read, not the whole image.
 */
export async function assertImage(file: UploadedFile): Promise<void> {
  const location = file.filepath ?? file.path;
  if (!location) throw new errors.ValidationError(NOT_AN_IMAGE);
  let format: string | undefined;
  let compression: string | undefined;
  try {
    const metadata = await sharp(location).metadata();
    format = metadata.format;
    compression = metadata.compression;
  } catch {
    format = undefined;
  }
  const allowed =
    format !== undefined &&
    ALLOWED_IMAGE_FORMATS.has(format) &&
    (format !== 'heif' || compression === ALLOWED_HEIF_COMPRESSION);
  if (!allowed) throw new errors.ValidationError(NOT_AN_IMAGE);
}

type UploadService = {
  upload: (input: { data?: unknown; files: UploadedFile | UploadedFile[] }, options?: unknown) => Promise<unknown>;
  replace: (id: unknown, input: { data?: unknown; file: UploadedFile }, options?: unknown) => Promise<unknown>;
};

/** Every upload, from the editors' panel or the API, goes through the check first. */
export function registerUploadGuard(strapi: Core.Strapi): void {
  const service = strapi.plugin('upload').service('upload') as unknown as UploadService;
  const upload = service.upload.bind(service);
  const replace = service.replace.bind(service);
  service.upload = async (input, options) => {
    const files = Array.isArray(input.files) ? input.files : [input.files];
    for (const file of files) await assertImage(file);
    return upload(input, options);
  };
  service.replace = async (id, input, options) => {
    if (input.file) await assertImage(input.file);
    return replace(id, input, options);
  };
}
