import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { THUMBNAIL_SIZE } from '@kits/contract';
import type { OutputInfo } from 'sharp';

/** Longest side of a stored original, in pixels; larger pictures are scaled down, smaller kept. */
export const ORIGINAL_MAX_SIZE = 1200;
/** Decoded-pixel limit of an input (a 10,000 × 10,000 picture), against decompression bombs. */
export const INPUT_PIXEL_LIMIT = 100_000_000;
/** Input formats accepted. SVG is refused: it is a document that may reference other resources. */
export const IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff'] as const;
/** Huffman optimisation off: less CPU for slightly larger files (same choice as the demo data). */
const JPEG = { quality: 82, optimiseCoding: false } as const;

export type StoredImage = {
  /** Original, relative to the media dir (`p/<productId>/<hash>.jpg`): the media row's file_name. */
  fileName: string;
  /** 75×75 thumbnail beside it (`p/<productId>/<hash>_75.jpg`): thumb_file_name. */
  thumbFileName: string;
  mimeType: 'image/jpeg';
  /** Bytes of the stored original. */
  size: number;
  width: number;
  height: number;
};

export type MediaFileErrorCode = 'NOT_AN_IMAGE' | 'UNSUPPORTED_FORMAT' | 'TOO_LARGE';

/** The bytes are not a picture we store: unreadable, SVG or another format, too many pixels. */
export class MediaFileError extends Error {
  constructor(
    readonly code: MediaFileErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'MediaFileError';
  }
}

/**
 * Stores a product picture under `mediaDir` (docs/rules.md#media-storage: DATA_DIR/media, an original and a 75x75
 * thumbnail each), the layout of the demo data (`p/<productId>/…`, served at /media/<file_name>):
 * - the original as JPEG (quality 82), EXIF orientation applied, transparency flattened onto
 *   white, scaled down to at most 1200 px on its longest side (never up), metadata dropped;
 * - the thumbnail as a 75×75 JPEG, cover-cropped around the centre.
 * File names are the first 16 hex digits of the input's SHA-256, so storing the same picture for
 * the same product twice overwrites the same two files.
 *
 * @throws MediaFileError NOT_AN_IMAGE (sharp can't read it), UNSUPPORTED_FORMAT (SVG, PDF…),
 * TOO_LARGE (over INPUT_PIXEL_LIMIT pixels). Nothing is written then.
 */
export async function storeImage(options: {
  mediaDir: string;
  productId: number;
  buffer: Buffer;
}): Promise<StoredImage> {
  return writeImage({ ...options, rendered: await renderImage(options.buffer) });
}

/** A picture converted (storeImage's rules), not written yet: what writeImage stores for a product. */
export type RenderedImage = { stem: string; original: { data: Buffer; info: OutputInfo }; thumb: Buffer };

/**
 * Converts a picture as storeImage does, writing nothing: an import renders a picture shared by
 * several products once and writes it for each (writeImage).
 * @throws MediaFileError as storeImage.
 */
export async function renderImage(buffer: Buffer): Promise<RenderedImage> {
  const format = await readFormat(buffer);
  if (!(IMAGE_FORMATS as readonly string[]).includes(format)) {
    throw new MediaFileError('UNSUPPORTED_FORMAT', `${format} pictures are not accepted`);
  }
  const stem = createHash('sha256').update(buffer).digest('hex').slice(0, 16);
  const sharp = await loadSharp();
  const input = () =>
    sharp(buffer, { limitInputPixels: INPUT_PIXEL_LIMIT, failOn: 'error' })
      .rotate()
      .flatten({ background: '#ffffff' });
  try {
    const [original, thumb] = await Promise.all([
      input()
        .resize({
          width: ORIGINAL_MAX_SIZE,
          height: ORIGINAL_MAX_SIZE,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .jpeg(JPEG)
        .toBuffer({ resolveWithObject: true }),
      input().resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'cover' }).jpeg(JPEG).toBuffer(),
    ]);
    return { stem, original, thumb };
  } catch (error) {
    throw new MediaFileError('NOT_AN_IMAGE', `the picture can't be read: ${(error as Error).message}`);
  }
}

/** Writes a rendered picture's two files for a product (`p/<productId>/<stem>.jpg` and its thumbnail). */
export async function writeImage(options: {
  mediaDir: string;
  productId: number;
  rendered: RenderedImage;
}): Promise<StoredImage> {
  const { mediaDir, productId, rendered } = options;
  const fileName = `p/${productId}/${rendered.stem}.jpg`;
  const thumbFileName = `p/${productId}/${rendered.stem}_${THUMBNAIL_SIZE}.jpg`;
  await mkdir(path.join(mediaDir, 'p', String(productId)), { recursive: true });
  await Promise.all([
    writeFile(path.join(mediaDir, fileName), rendered.original.data),
    writeFile(path.join(mediaDir, thumbFileName), rendered.thumb),
  ]);
  return {
    fileName,
    thumbFileName,
    mimeType: 'image/jpeg',
    size: rendered.original.info.size,
    width: rendered.original.info.width,
    height: rendered.original.info.height,
  };
}

/** Deletes a stored picture's two files (missing files are fine). */
export async function removeImage(options: {
  mediaDir: string;
  fileName: string;
  thumbFileName: string;
}): Promise<void> {
  await Promise.all(
    [options.fileName, options.thumbFileName].map((name) =>
      rm(path.join(options.mediaDir, name), { force: true }),
    ),
  );
}

async function readFormat(buffer: Buffer): Promise<string> {
  try {
    const sharp = await loadSharp();
    const meta = await sharp(buffer, { limitInputPixels: false }).metadata();
    if ((meta.width ?? 0) * (meta.height ?? 0) > INPUT_PIXEL_LIMIT) {
      throw new MediaFileError('TOO_LARGE', `the picture has more than ${INPUT_PIXEL_LIMIT} pixels`);
    }
    return meta.format ?? 'unknown';
  } catch (error) {
    if (error instanceof MediaFileError) throw error;
    throw new MediaFileError('NOT_AN_IMAGE', 'the file is not a picture');
  }
}

/** sharp, loaded on the first picture, not at start (docs/rules.md#lazy-libraries). */
const loadSharp = async () => (await import('sharp')).default;
