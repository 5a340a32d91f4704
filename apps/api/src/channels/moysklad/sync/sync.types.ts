import type { MoyskladFailure, MoyskladMapping, MoyskladSyncKind } from '@kits/contract';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import type { MoyskladClient } from '../client';
import type { MsAccountRow } from '../moysklad.repository';

/** What a sync run gets (docs/moysklad.md §Runs): the account with its mapping and an open client. */
export type SyncRun = {
  db: Db;
  config: Config;
  client: MoyskladClient;
  account: MsAccountRow;
  mapping: MoyskladMapping;
  /** Read everything (first sync, "full resync") instead of the changes since the cursor. */
  full: boolean;
  signal: AbortSignal;
  /** Saves the run's progress (shown as its progress bar; `resume`: where a killed run goes on). */
  progress(progress: RunProgress): Promise<void>;
  /** The `resume` a killed run of this job saved last, or null. */
  resume: string | null;
};

export type RunProgress = { done: number; total: number | null; phase: string; resume?: string };

/** What a run did: counts of items created / updated / unchanged / failed, and the first failures. */
export type SyncResult = {
  kind: MoyskladSyncKind;
  mode: 'full' | 'incremental';
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
  failures: MoyskladFailure[];
};

/** Failures kept in a run's report (the count says how many there were). */
export const MAX_FAILURES = 50;

/** A result to count into. */
export function emptyResult(kind: MoyskladSyncKind, full: boolean): SyncResult {
  return {
    kind,
    mode: full ? 'full' : 'incremental',
    created: 0,
    updated: 0,
    unchanged: 0,
    failed: 0,
    failures: [],
  };
}

/** Counts a failure, keeping its details while there are fewer than MAX_FAILURES. */
export function addFailure(result: SyncResult, failure: MoyskladFailure): void {
  result.failed++;
  if (result.failures.length < MAX_FAILURES) result.failures.push(failure);
}
