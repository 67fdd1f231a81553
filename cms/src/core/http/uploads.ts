import { REVIEW_PHOTO_BYTES_MAX } from '@tampa-local/domain';

/**
 * The largest file anyone may upload, an editor's picture in the panel or a visitor's
 * review photo: the body parser stops reading past it (413) and the upload plugin checks
 * it again after resizing.
 */
export const UPLOAD_BYTES_MAX = REVIEW_PHOTO_BYTES_MAX;
