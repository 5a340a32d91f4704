import type { Readable } from 'node:stream';
import type { Entry, ZipFile } from 'yauzl';
import { lazyRequire } from './lazy-require';

/** yauzl, loaded on the first zip, not at start (docs/rules.md#lazy-libraries). */
const yauzl = lazyRequire<typeof import('yauzl')>('yauzl');

/** A zip (an XLSX) starts with the local file header "PK\x03\x04". */
export const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** How large a zip (an XLSX) may unpack: entries in its central directory, and their declared bytes. */
export type ZipLimits = { maxEntries: number; maxUncompressedBytes: number };

/**
 * Why a zip was refused before it was unpacked: `entries` (more than `maxEntries`), `size` (its
 * entries declare more than `maxUncompressedBytes` together), `unreadable` (not a zip, or a broken
 * central directory).
 */
export class ZipLimitError extends Error {
  constructor(
    readonly reason: 'entries' | 'size' | 'unreadable',
    message: string,
  ) {
    super(message);
    this.name = 'ZipLimitError';
  }
}

/** A zip held in memory whose central directory passed its limits; `open` streams one entry. */
export type CheckedZip = {
  /** Entries by file name (`xl/workbook.xml`…), as the central directory lists them. */
  entries: Map<string, Entry>;
  /**
   * The entry's bytes, inflated as they are read: yauzl stops with an error as soon as an entry
   * inflates past the size its central directory declares, so the declared total is a real bound.
   */
  open: (entry: Entry) => Promise<Readable>;
  close: () => void;
};

/**
 * Reads a zip's central directory — only the directory, nothing is inflated — and refuses it when
 * it lists more than `limits.maxEntries` entries or declares more than `limits.maxUncompressedBytes`
 * uncompressed bytes in all (docs/security.md#uploads: a 1.7 MB XLSX may unpack to 444 MB).
 * @throws ZipLimitError entries, size, unreadable.
 */
export async function openCheckedZip(bytes: Buffer, limits: ZipLimits): Promise<CheckedZip> {
  let zip: ZipFile;
  try {
    zip = await yauzl().fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true });
  } catch (error) {
    throw new ZipLimitError('unreadable', `not a zip: ${(error as Error).message}`);
  }
  // The end of central directory record gives the count before any entry is listed.
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw new ZipLimitError('entries', `${zip.entryCount} entries, at most ${limits.maxEntries}`);
  }
  const entries = new Map<string, Entry>();
  let total = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      total += entry.uncompressedSize;
      if (total > limits.maxUncompressedBytes) {
        throw new ZipLimitError('size', `unpacks to more than ${limits.maxUncompressedBytes} bytes`);
      }
      entries.set(entry.fileName, entry);
    }
  } catch (error) {
    zip.close();
    if (error instanceof ZipLimitError) throw error;
    throw new ZipLimitError('unreadable', `broken zip: ${(error as Error).message}`);
  }
  return { entries, open: (entry) => zip.openReadStreamPromise(entry), close: () => zip.close() };
}
