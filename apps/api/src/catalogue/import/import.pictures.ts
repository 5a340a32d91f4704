import type { Db } from '../../db/client';
import { MediaFileError, storeImage } from '../media';
import type { ReportBuilder } from './import.report';
import { findMediaState, insertMedia, type MediaWrite } from './import.repository';
import type { PictureResult, PictureSource } from './picture-source';

/** Pictures downloaded and converted at the same time. */
const CONCURRENCY = 4;

export type PictureTarget = {
  productId: number;
  key: string;
  code: string;
  /** The feed's picture URLs, in feed order. */
  urls: string[];
};

/**
 * Imports the missing pictures of a batch's products (docs/rules.md#decisions-7): a URL already imported for
 * that product (media.source_url) is skipped; the others are read from the images folder or
 * downloaded, stored as original + 75×75 thumbnail (storeImage) and recorded as media rows, the
 * first picture a product gets being its `main` one. A URL shared by several products of the
 * batch (Shopify variants) is fetched once. Failures go to the report; nothing here throws.
 */
export async function importPictures(options: {
  db: Db;
  mediaDir: string;
  source: PictureSource;
  targets: PictureTarget[];
  report: ReportBuilder;
  signal?: AbortSignal;
}): Promise<void> {
  const { db, mediaDir, source, targets, report } = options;
  const state = await findMediaState(
    db,
    targets.map((t) => t.productId),
  );
  const jobs: { target: PictureTarget; url: string; position: number }[] = [];
  for (const target of targets) {
    const known = state.get(target.productId)!;
    target.urls.forEach((url, position) => {
      if (known.sources.has(url)) report.report.pictures.skipped++;
      else jobs.push({ target, url, position });
    });
  }
  const fetched = new Map<string, Promise<PictureResult>>();
  const stored: (MediaWrite | null)[] = new Array(jobs.length).fill(null);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length && !options.signal?.aborted) {
      const index = next++;
      const { target, url, position } = jobs[index]!;
      let pending = fetched.get(url);
      if (!pending) {
        pending = source.get(url);
        fetched.set(url, pending);
      }
      const result = await pending;
      if (!result.ok) {
        report.pictureFailed({ key: target.key, url, reason: result.reason });
        continue;
      }
      try {
        const image = await storeImage({ mediaDir, productId: target.productId, buffer: result.buffer });
        stored[index] = {
          product_id: target.productId,
          collection_name: 'gallery',
          name: pictureName(target.code, position),
          file_name: image.fileName,
          thumb_file_name: image.thumbFileName,
          mime_type: image.mimeType,
          size: image.size,
          position,
          source_url: url,
        };
      } catch (error) {
        const reason =
          error instanceof MediaFileError ? error.message : `not stored: ${(error as Error).message}`;
        report.pictureFailed({ key: target.key, url, reason });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, jobs.length) }, worker));
  const rows = stored.filter((row): row is MediaWrite => row !== null);
  for (const row of rows) {
    const known = state.get(row.product_id)!;
    if (!known.hasMain) {
      row.collection_name = 'main';
      known.hasMain = true;
    }
  }
  await insertMedia(db, rows);
  report.report.pictures.imported += rows.length;
}

/** Media name as the demo data has it: `<code>.jpg`, `<code>-2.jpg`…, from the feed position. */
function pictureName(code: string, position: number): string {
  const stem = position === 0 ? code : `${code}-${position + 1}`;
  return `${stem.replace(/[/\\]/g, '-')}.jpg`;
}
