import type { Writable } from 'node:stream';

/**
 * Resolves when `stream` wants more data ('drain'), or when it is gone (closed, destroyed, failed):
 * the caller then sees `stream.destroyed` and stops. Used between pages, so the reading of the
 * next page waits for a slow client and memory holds about one page.
 */
export function whenWritable(stream: Writable): Promise<void> {
  if (stream.destroyed || !stream.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      stream.off('error', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
    stream.on('error', done);
  });
}

/** Logger of a failure after the first byte (the status can't change any more). */
export type ExportLog = { error: (obj: object, msg: string) => void };
