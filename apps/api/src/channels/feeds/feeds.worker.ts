import type { FeedKind, TextLanguage } from '@kits/contract';
import { type FeedFileRead, readFeedFile } from './feeds.file';

/**
 * Parse-thread entry of the file feeds (lib/parse-pool.ts): a feed file's bytes → its rows or the
 * problem (feeds.file.ts). Never runs on the event loop.
 */
export default function readFeedFileTask(task: {
  bytes: Uint8Array;
  kind: FeedKind;
  lang: TextLanguage;
}): Promise<FeedFileRead> {
  return readFeedFile(task);
}
