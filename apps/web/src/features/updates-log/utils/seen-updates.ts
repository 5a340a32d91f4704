import type { UpdateLogRecord } from '@kits/contract';

/**
 * What's-new the user has closed, remembered per user in localStorage so a new tab (product pages
 * open in new tabs) does not show it again (docs/rules.md#update-log-flow). The mark is the newest
 * record's id and update time: a record published or edited later shows the log again. The server
 * flag (show_update_log, the hide button) still stops it for good until the next major update.
 */
const key = (userId: number) => `updates-log.seen.${userId}`;

/** The mark of a list of records (newest first or not): `id@updated_at` of the latest change, '' for none. */
export function recordsMark(records: readonly UpdateLogRecord[]): string {
  let latest: UpdateLogRecord | undefined;
  for (const record of records)
    if (
      !latest ||
      record.updated_at > latest.updated_at ||
      (record.updated_at === latest.updated_at && record.id > latest.id)
    )
      latest = record;
  return latest ? recordMark(latest) : '';
}

/** The mark of one record: `id@updated_at`. */
export const recordMark = (record: Pick<UpdateLogRecord, 'id' | 'updated_at'>) =>
  `${record.id}@${record.updated_at}`;

function read(userId: number): string | null {
  try {
    return localStorage.getItem(key(userId));
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();

export const seenUpdates = {
  /** Whether `userId` closed the log while it held exactly these records' latest change. */
  has: (userId: number, mark: string) => mark !== '' && read(userId) === mark,
  remember(userId: number, mark: string) {
    if (mark === '') return;
    try {
      localStorage.setItem(key(userId), mark);
    } catch {
      // Storage refused (private mode, quota): the log is closed for this page only.
    }
    for (const listener of listeners) listener();
  },
  /** Follows this tab's changes and other tabs' (the storage event), so closing it in one tab closes it in all. */
  subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key.startsWith('updates-log.seen.')) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
  /** A snapshot for useSyncExternalStore. */
  snapshot: (userId: number | undefined) => (userId === undefined ? null : read(userId)),
};
