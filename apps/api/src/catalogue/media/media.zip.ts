import type { FileHandle } from 'node:fs/promises';
import { open } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { MEDIA_ZIP_MISSING_ENTRY, type TextLanguage } from '@kits/contract';
import { ZipArchive } from 'archiver';
import type { Executor } from '../../db/client';
import { mediaMessage } from './media.messages';
import { findMainImagePage, type MainImageRow } from './media.zip.repository';

/** Main pictures read per statement (keyset pages by product code). */
export const ZIP_PAGE_SIZE = 500;

export type ZipSummary = { entries: number; missing: number; aborted: boolean };

export type MainImagesZip = {
  /** The zip as it is written: pipe it to the response. */
  stream: Readable;
  /** Stops reading (the client went away): no further page or file is read. */
  stop: () => void;
  /** Settles when the zip is complete or stopped; never rejects (failures are logged). */
  done: Promise<ZipSummary>;
};

type Log = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

/**
 * GET /download-media (docs/rules.md#download-media): a zip of every product's main picture, written while it is
 * read, so the first bytes leave at once and memory stays flat however many pictures there are:
 * - main media rows are read `ZIP_PAGE_SIZE` at a time, keyset-paged by product code (entries come
 *   in code order; a product with several main rows contributes its first by position, then id);
 * - each file is opened, then streamed into the zip as one STORE entry (JPEGs don't compress), and
 *   the next is opened only when it is written: the response's backpressure paces the reading;
 * - entry names are `<code>.jpg` (code sanitised for file systems; a clash, case-insensitive, gets
 *   `-2`, `-3`…);
 * - files missing on disk are skipped and listed (code, file name) in a last `missing.txt` entry,
 *   written only when something is missing;
 * - `stop()` (client abort) ends the reading before the next page or file.
 * A database or disk failure after the first byte can't change the status any more: it is logged
 * and the stream destroyed, so the client sees a broken download rather than a short valid zip.
 */
export function streamMainImagesZip(options: {
  db: Executor;
  mediaDir: string;
  lang: TextLanguage;
  log: Log;
  pageSize?: number;
}): MainImagesZip {
  const archive = new ZipArchive({ store: true, highWaterMark: 256 * 1024 });
  const controller = new AbortController();
  const stop = () => controller.abort();
  archive.once('close', stop);
  archive.on('warning', (err) => options.log.warn({ err }, 'download-media: zip warning'));
  const done = fill(archive, { ...options, signal: controller.signal }).then(
    (summary) => summary,
    (err: unknown) => {
      if (!controller.signal.aborted) {
        options.log.error({ err }, 'download-media: the zip could not be completed');
        archive.destroy(err instanceof Error ? err : new Error(String(err)));
      }
      return { entries: 0, missing: 0, aborted: true };
    },
  );
  return { stream: archive, stop, done };
}

async function fill(
  archive: ZipArchive,
  options: { db: Executor; mediaDir: string; lang: TextLanguage; pageSize?: number; signal: AbortSignal },
): Promise<ZipSummary> {
  const { signal } = options;
  const pageSize = options.pageSize ?? ZIP_PAGE_SIZE;
  const names = new Set<string>();
  const missing: MainImageRow[] = [];
  let entries = 0;
  let after: string | undefined;
  for (;;) {
    if (signal.aborted) return { entries, missing: missing.length, aborted: true };
    const page = await findMainImagePage(options.db, { after, limit: pageSize });
    for (const row of page) {
      if (signal.aborted) return { entries, missing: missing.length, aborted: true };
      const handle = await openInside(options.mediaDir, row.file_name);
      if (!handle) {
        missing.push(row);
        continue;
      }
      const name = uniqueName(names, row.code, path.extname(row.file_name).toLowerCase() || '.jpg');
      await appendEntry(archive, { source: handle.createReadStream(), name, signal });
      entries += 1;
    }
    if (page.length < pageSize) break;
    after = page.at(-1)!.code;
  }
  if (missing.length > 0) {
    const lines = missing.map((row) => `${row.code}\t${row.file_name}`);
    const text = `${mediaMessage(options.lang, 'zipMissingHeader')}\n${lines.join('\n')}\n`;
    archive.append(Buffer.from(text, 'utf8'), { name: MEDIA_ZIP_MISSING_ENTRY });
  }
  await archive.finalize();
  return { entries, missing: missing.length, aborted: false };
}

/** Opens `fileName` under `mediaDir`; null when it is missing, not a file or outside the folder. */
async function openInside(mediaDir: string, fileName: string): Promise<FileHandle | null> {
  const root = path.resolve(mediaDir);
  const file = path.resolve(root, fileName);
  if (!file.startsWith(root + path.sep)) return null;
  try {
    const handle = await open(file, 'r');
    if ((await handle.stat()).isFile()) return handle;
    await handle.close();
    return null;
  } catch (error) {
    if (['ENOENT', 'EISDIR', 'ENOTDIR'].includes((error as { code?: string }).code ?? '')) return null;
    throw error;
  }
}

/** Appends one STORE entry and waits until the archive has written it (or the zip is stopped). */
function appendEntry(
  archive: ZipArchive,
  entry: { source: Readable; name: string; signal: AbortSignal },
): Promise<void> {
  const { source, name, signal } = entry;
  return new Promise<void>((resolve, reject) => {
    const cleanup = () => {
      archive.off('entry', onEntry);
      archive.off('error', onError);
      signal.removeEventListener('abort', onAbort);
    };
    const onEntry = (data: { name: string }) => {
      if (data.name !== name) return;
      cleanup();
      resolve();
    };
    const onError = (err: Error) => {
      cleanup();
      source.destroy();
      reject(err);
    };
    const onAbort = () => {
      cleanup();
      source.destroy();
      resolve(); // the loop sees the signal and ends
    };
    archive.on('entry', onEntry);
    archive.once('error', onError);
    signal.addEventListener('abort', onAbort, { once: true });
    archive.append(source, { name, store: true });
  });
}

/** A file-system-safe unique entry name for `code` (case-insensitive, as Windows and macOS compare). */
export function uniqueName(taken: Set<string>, code: string, extension: string): string {
  const stem =
    code
      .replace(/[\p{Cc}<>:"/\\|?*]/gu, '_')
      .replace(/^[\s.]+|[\s.]+$/g, '')
      .slice(0, 120) || 'product';
  let name = `${stem}${extension}`;
  for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${stem}-${n}${extension}`;
  taken.add(name.toLowerCase());
  return name;
}
