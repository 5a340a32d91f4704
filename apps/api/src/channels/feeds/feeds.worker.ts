import type { TextLanguage } from '@kits/contract';
import type { FileKind } from './feeds.columns';
import { type FeedFileRead, readFeedFile } from './feeds.file';

/**
 * Parse-thread entry of the file feeds and price-type prices files (lib/parse-pool.ts): a file's
 * bytes → its rows or the problem (feeds.file.ts). Never runs on the event loop.
 */
export default function readFeedFileTask(task: {
  bytes: Uint8Array;
  kind: FileKind;
  lang: TextLanguage;
}): Promise<FeedFileRead> {
  return readFeedFile(task);
}
