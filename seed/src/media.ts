import { statSync } from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { IMAGES_DIR } from './paths';

export type StoredImage = { id: number; url: string };

type UploadService = {
  upload: (input: {
    data: { fileInfo: { name: string; alternativeText: string } };
    files: Record<string, unknown>;
  }) => Promise<Array<{ id: number; url: string }>>;
  remove: (file: { id: number }) => Promise<unknown>;
};

const MIME_BY_EXTENSION: Record<string, string> = { '.webp': 'image/webp', '.jpg': 'image/jpeg', '.png': 'image/png' };

const altText = (fileName: string) =>
  path
    .basename(fileName, path.extname(fileName))
    .replace(/[-_]+/g, ' ')
    .replace(/^\w/, (c) => c.toUpperCase());

/**
 * Uploads seed images into Strapi's media library once: a file already there under the
 * same name is reused, so seeding twice never duplicates media.
 */
export class MediaLibrary {
  private readonly cache = new Map<string, StoredImage>();

  constructor(private readonly strapi: Core.Strapi) {}

  private get upload(): UploadService {
    return this.strapi.plugin('upload').service('upload') as unknown as UploadService;
  }

  async ensure(fileName: string): Promise<StoredImage> {
    const cached = this.cache.get(fileName);
    if (cached) return cached;
    const existing = (await this.strapi.db.query('plugin::upload.file').findOne({ where: { name: fileName } })) as {
      id: number;
      url: string;
    } | null;
    let stored: StoredImage;
    if (existing) {
      stored = { id: existing.id, url: existing.url };
    } else {
      const filepath = path.join(IMAGES_DIR, fileName);
      const [uploaded] = await this.upload.upload({
        data: { fileInfo: { name: fileName, alternativeText: altText(fileName) } },
        files: {
          filepath,
          originalFilename: fileName,
          mimetype: MIME_BY_EXTENSION[path.extname(fileName)] ?? 'application/octet-stream',
          size: statSync(filepath).size,
        },
      });
      if (!uploaded) throw new Error(`Upload of ${fileName} returned nothing`);
      stored = { id: uploaded.id, url: uploaded.url };
    }
    this.cache.set(fileName, stored);
    return stored;
  }

  /** Removes the seed's images (by name) from the library and from disk. */
  async removeAll(fileNames: string[]): Promise<number> {
    const files = (await this.strapi.db
      .query('plugin::upload.file')
      .findMany({ where: { name: { $in: fileNames } } })) as Array<{
      id: number;
    }>;
    for (const file of files) await this.upload.remove(file);
    this.cache.clear();
    return files.length;
  }
}
