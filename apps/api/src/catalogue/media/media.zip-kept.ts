import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { TextLanguage } from '@kits/contract';
import type { Executor } from '../../db/client';
import { streamMainImagesZip } from './media.zip';
import { mainImagesRevision } from './media.zip.repository';

type Log = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

/** A kept zip: its file name inside the cache folder, and the revision it was built for. */
export type KeptZip = { fileName: string; revision: string };

/**
 * The zips of main pictures kept on disk (docs/rules.md#download-media), one per content revision
 * and language (the language only words the `missing.txt` entry): `DATA_DIR/cache/media-zip/
 * media-<revision>-<lang>.zip`. A download reads the revision (one statement, no file read); when
 * the kept file of that revision exists it is served as it is, else it is built once — callers
 * asking for the same revision meanwhile wait for that one build (in this process; two processes
 * may each build it, the rename makes either complete file the kept one) — into a temporary file,
 * renamed into place when complete, and the older zips are deleted.
 */
export function createKeptZips(options: { db: Executor; mediaDir: string; cacheDir: string }) {
  const building = new Map<string, Promise<KeptZip>>();

  async function build(fileName: string, revision: string, lang: TextLanguage, log: Log): Promise<KeptZip> {
    await mkdir(options.cacheDir, { recursive: true });
    const target = path.join(options.cacheDir, fileName);
    const temporary = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    const zip = streamMainImagesZip({ db: options.db, mediaDir: options.mediaDir, lang, log });
    try {
      await pipeline(zip.stream, createWriteStream(temporary));
      const summary = await zip.done;
      if (summary.aborted) throw new Error('the zip of main pictures could not be completed');
      await rename(temporary, target);
    } catch (error) {
      zip.stop();
      await rm(temporary, { force: true });
      throw error;
    }
    await dropOlder(fileName);
    return { fileName, revision };
  }

  /** Deletes the kept zips (and leftovers of cut builds) other than `keep`. */
  async function dropOlder(keep: string) {
    for (const name of await readdir(options.cacheDir)) {
      if (name === keep || !name.startsWith('media-')) continue;
      // A build in flight in another process writes its own .tmp: leave those younger than an hour.
      if (name.endsWith('.tmp')) {
        const info = await stat(path.join(options.cacheDir, name)).catch(() => null);
        if (!info || Date.now() - info.mtimeMs < 60 * 60 * 1000) continue;
      }
      await rm(path.join(options.cacheDir, name), { force: true });
    }
  }

  return {
    /**
     * The kept zip of the current revision in `lang`, built first when missing.
     * @throws the build's database or disk failure (nothing is kept then).
     */
    async current(lang: TextLanguage, log: Log): Promise<KeptZip> {
      const { revision } = await mainImagesRevision(options.db);
      const fileName = `media-${revision}-${lang}.zip`;
      const exists = await stat(path.join(options.cacheDir, fileName)).then(
        (s) => s.isFile(),
        () => false,
      );
      if (exists) return { fileName, revision };
      let pending = building.get(fileName);
      if (!pending) {
        pending = build(fileName, revision, lang, log).finally(() => building.delete(fileName));
        building.set(fileName, pending);
      }
      return pending;
    },
  };
}

/**
 * One download of the zip per user at a time (docs/rules.md#download-media), in this process: a
 * user's next request waits until the one before has been answered (its response closed), so
 * eight parallel downloads are served one after another; more than `maxQueued` of one user at
 * once (the one being served included) are refused by the caller (429 with Retry-After).
 */
export function createUserTurns(options: { maxQueued: number }) {
  const users = new Map<number, { tail: Promise<void>; queued: number }>();
  return {
    /** Waits for `userId`'s turn and answers its release (call it once the answer is over), or null when too many are queued. */
    async turn(userId: number): Promise<(() => void) | null> {
      const entry = users.get(userId) ?? { tail: Promise.resolve(), queued: 0 };
      if (entry.queued >= options.maxQueued) return null;
      entry.queued += 1;
      users.set(userId, entry);
      let done!: () => void;
      const finished = new Promise<void>((resolve) => {
        done = resolve;
      });
      const before = entry.tail;
      entry.tail = before.then(() => finished);
      await before;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        entry.queued -= 1;
        if (entry.queued === 0 && users.get(userId) === entry) users.delete(userId);
        done();
      };
    },
  };
}

/** What the download route keeps: the zips and the users' turns. */
export type KeptZips = {
  zips: ReturnType<typeof createKeptZips>;
  turns: ReturnType<typeof createUserTurns>;
};
