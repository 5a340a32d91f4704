import { MOYSKLAD_SYNC_KINDS, type MoyskladRun, type MoyskladSyncKind } from '@kits/contract';

/** Queued or running: the page keeps asking for the connection (docs/moysklad.md). */
export const isRunActive = (run: Pick<MoyskladRun, 'status'>) =>
  run.status === 'queued' || run.status === 'running';

/** Whether any of the runs is queued or running. */
export const hasActiveRun = (runs: readonly Pick<MoyskladRun, 'status'>[]) => runs.some(isRunActive);

/**
 * The last run of each kind, in MOYSKLAD_SYNC_KINDS order (catalogue, stock, sales); null for a
 * kind never run. The connection answers at most one run per kind; should it answer more, the one
 * with the highest id wins.
 */
export function lastRuns(
  runs: readonly MoyskladRun[],
): { kind: MoyskladSyncKind; run: MoyskladRun | null }[] {
  return MOYSKLAD_SYNC_KINDS.map((kind) => ({
    kind,
    run: runs
      .filter((r) => r.kind === kind)
      .reduce<MoyskladRun | null>((a, r) => (a && a.id > r.id ? a : r), null),
  }));
}

/**
 * A running run's percent, `progress.done / progress.total` rounded, 1 to 100; null (an
 * indeterminate bar) while queued, while the total is not known yet (null) or is 0, and until
 * the first item is done (a bar at 0 % has no width: the run would look stopped, not started).
 */
export function runPercent(run: Pick<MoyskladRun, 'progress'>): number | null {
  const progress = run.progress;
  if (!progress?.total || progress.done === 0) return null;
  return Math.max(1, Math.min(100, Math.round((progress.done / progress.total) * 100)));
}
