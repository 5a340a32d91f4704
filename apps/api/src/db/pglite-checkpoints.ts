import type { PGlite } from '@electric-sql/pglite';

/** How often the WAL written since the last checkpoint is looked at. */
export const CHECKPOINT_INTERVAL_MS = 1_000;
/** A checkpoint is made once this much WAL was written since the last one. */
export const CHECKPOINT_WAL_BYTES = 32 * 1024 * 1024;

/**
 * Keeps a PGlite data folder's crash recovery short (docs/security.md#durability). PGlite runs
 * PostgreSQL in single-user mode: there is no checkpointer process, and `max_wal_size` only asks
 * one when running under a postmaster, so without this a server never checkpoints until it closes.
 * Every byte of WAL written since it started is then replayed after a kill (about 100 MB/s here:
 * seconds per gigabyte, and the pg_wal folder grows without bound). Every `intervalMs` this reads
 * how far the WAL has moved past the last checkpoint's redo point and runs CHECKPOINT when it is
 * more than `maxWalBytes`, so a kill replays at most that plus one interval's writes.
 *
 * Answers `stop`, which clears the timer and waits for a check in progress (call it before
 * closing the client). Errors are passed to `onError` and never stop the timer.
 */
export function keepCheckpointing(
  client: PGlite,
  options: { intervalMs?: number; maxWalBytes?: number; onError?: (error: unknown) => void } = {},
): () => Promise<void> {
  const maxWalBytes = options.maxWalBytes ?? CHECKPOINT_WAL_BYTES;
  let running: Promise<void> | null = null;
  const check = async () => {
    const { rows } = await client.query<{ behind: number }>(
      'select pg_wal_lsn_diff(pg_current_wal_lsn(), redo_lsn)::float8 as behind from pg_control_checkpoint()',
    );
    if ((rows[0]?.behind ?? 0) > maxWalBytes) await client.exec('checkpoint');
  };
  const timer = setInterval(() => {
    if (running || client.closed) return;
    running = check()
      .catch((error) => options.onError?.(error))
      .finally(() => {
        running = null;
      });
  }, options.intervalMs ?? CHECKPOINT_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
