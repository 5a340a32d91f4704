import { type QuickOrderFileRead, readQuickOrderFile } from './quick-order.file';

/**
 * Parse-thread entry of the quick order (lib/parse-pool.ts): a buyer's file bytes → its lines
 * (quick-order.file.ts). Never runs on the event loop.
 */
export default function readQuickOrderFileTask(bytes: Uint8Array): Promise<QuickOrderFileRead> {
  return readQuickOrderFile(bytes);
}
