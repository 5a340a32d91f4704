import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pLimit from 'p-limit';
import sharp from 'sharp';
import type { MediaValues } from '../schema';
import { CATEGORIES } from './data/categories';
import { pictureSvg } from './picture';
import type { ProductPlan } from './products';

export const IMAGE_SIZE = 480;
export const THUMB_SIZE = 75;
/** Huffman optimisation off: 25% less CPU per picture for ~5% larger files. */
const JPEG = { quality: 80, optimiseCoding: false } as const;
/** Pictures handed to libuv's worker threads at once (each is two sharp jobs). */
const IMAGES_IN_FLIGHT = 8;

/** The media rows of the first `limit` products: main.jpg and 2.jpg… with *_75.jpg thumbnails. */
export function planMedia(products: ProductPlan[], limit: number): MediaValues[] {
  return products.slice(0, limit).flatMap((p) =>
    Array.from({ length: p.images }, (_, i) => {
      const stem = i === 0 ? 'main' : String(i + 1);
      return {
        product_id: p.id,
        collection_name: i === 0 ? ('main' as const) : ('gallery' as const),
        name: i === 0 ? `${p.code}.jpg` : `${p.code}-${i + 1}.jpg`,
        file_name: `p/${p.id}/${stem}.jpg`,
        thumb_file_name: `p/${p.id}/${stem}_${THUMB_SIZE}.jpg`,
        mime_type: 'image/jpeg',
        size: 0,
        position: i,
      };
    }),
  );
}

/**
 * Renders every planned picture (original 480×480 JPEG and 75×75 thumbnail) under `dir`, filling
 * in `size`. Sharp runs them on libuv's worker threads, so they keep going while PGlite holds the
 * main thread; at most IMAGES_IN_FLIGHT pictures are queued there at a time, so the server's own
 * file reads (static files, plugins at start-up) never wait behind thousands of renders.
 * Failures are logged and leave size 0.
 */
export async function renderImages(o: {
  dir: string;
  media: MediaValues[];
  products: ProductPlan[];
  log: (text: string) => void;
}): Promise<{ rendered: number; failed: number; ms: number }> {
  const started = Date.now();
  const byId = new Map(o.products.map((p) => [p.id, p]));
  for (const id of new Set(o.media.map((m) => m.product_id)))
    mkdirSync(path.join(o.dir, 'p', String(id)), { recursive: true });
  const previous = sharp.concurrency();
  sharp.concurrency(1);
  const limit = pLimit(IMAGES_IN_FLIGHT);
  let done = 0;
  let failed = 0;
  const step = Math.max(500, Math.ceil(o.media.length / 10 / 100) * 100);
  try {
    await Promise.all(
      o.media.map((m) =>
        limit(async () => {
          const p = byId.get(m.product_id)!;
          const spec = {
            code: p.code,
            kind: CATEGORIES[p.top]!.kind,
            label: CATEGORIES[p.top]!.en.toUpperCase(),
            hue: p.hue,
            variant: m.position,
          };
          try {
            const [info] = await Promise.all([
              sharp(Buffer.from(pictureSvg(spec, IMAGE_SIZE)))
                .jpeg(JPEG)
                .toFile(path.join(o.dir, m.file_name)),
              sharp(Buffer.from(pictureSvg(spec, THUMB_SIZE)))
                .jpeg(JPEG)
                .toFile(path.join(o.dir, m.thumb_file_name)),
            ]);
            m.size = info.size;
          } catch (err) {
            failed++;
            if (failed <= 3) o.log(`image ${m.file_name} failed: ${(err as Error).message}`);
          }
          done++;
          if (done % step === 0 || done === o.media.length) {
            o.log(`images ${done.toLocaleString('en-US')}/${o.media.length.toLocaleString('en-US')}…`);
          }
        }),
      ),
    );
  } finally {
    sharp.concurrency(previous);
  }
  return { rendered: done - failed, failed, ms: Date.now() - started };
}

/** `promise`'s value if it settles within `ms`, else undefined (the promise keeps running). */
export async function settledWithin<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  // setTimeout turns delays beyond 2^31-1 ms (and Infinity) into 1 ms.
  if (ms > 2_000_000_000) return promise;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), Math.max(0, ms));
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** One log line about a finished render. */
export function logImages(log: (text: string) => void, r: { rendered: number; failed: number; ms: number }) {
  const failed = r.failed ? `, ${r.failed} failed` : '';
  log(`images: ${r.rendered.toLocaleString('en-US')} rendered in ${(r.ms / 1000).toFixed(1)} s${failed}`);
}
