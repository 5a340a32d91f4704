import type { Db } from '../../db/client';
import { MediaFileError, type RenderedImage, renderImage, writeImage } from '../media';
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
 * downloaded, stored as original + 75×75 thumbnail (storeImage's rules) and recorded as media rows,
 * the first picture a product gets being its `main` one. A URL shared by several products of the
 * batch (Shopify variants, МойСклад modifications) is fetched and converted once, then written for
 * each. Failures go to the report; nothing here throws.
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
  // A URL's download and conversion are kept until its last product has its files, then let go.
  const fetched = new Map<string, Promise<PictureResult>>();
  const rendered = new Map<string, Promise<RenderedImage>>();
  const left = new Map<string, number>();
  for (const { url } of jobs) left.set(url, (left.get(url) ?? 0) + 1);
  const done = (url: string) => {
    const n = left.get(url)! - 1;
    left.set(url, n);
    if (n > 0) return;
    fetched.delete(url);
    rendered.delete(url);
  };
  /** The URL's picture converted, once per batch (the download already succeeded). */
  const renderOnce = (url: string, buffer: Buffer) => {
    let pending = rendered.get(url);
    if (!pending) {
      pending = renderImage(buffer);
      rendered.set(url, pending);
    }
    return pending;
  };
  const stored: (MediaWrite | null)[] = new Array(jobs.length).fill(null);
  /** Job `index`'s picture downloaded (once per URL), converted (once per URL) and written for its product. */
  const storeJob = async (index: number) => {
    const { target, url, position } = jobs[index]!;
    let pending = fetched.get(url);
    if (!pending) {
      pending = source.get(url);
      fetched.set(url, pending);
    }
    const result = await pending;
    if (!result.ok) {
      report.pictureFailed({ key: target.key, url, reason: result.reason });
      return;
    }
    try {
      const picture = await renderOnce(url, result.buffer);
      const image = await writeImage({ mediaDir, productId: target.productId, rendered: picture });
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
  };
  let next = 0;
  const worker = async () => {
    while (next < jobs.length && !options.signal?.aborted) {
      const index = next++;
      try {
        await storeJob(index);
      } finally {
        done(jobs[index]!.url);
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
