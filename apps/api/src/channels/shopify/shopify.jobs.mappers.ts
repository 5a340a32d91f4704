import type { ShopifyJob, ShopifyJobKind } from '@kits/contract';
import type { JobRow } from '../../jobs';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * A `shopify.*` job as its account's page polls it (ShopifyJob of the contract): `progress`
 * done/total (a stock push: the quantities pushed), `report` the publish or order-fetch report
 * once done, `error` the last failure (also while a retry waits).
 */
export function toShopifyJob(row: JobRow): ShopifyJob {
  const kind = row.kind.replace(/^shopify\./, '') as ShopifyJobKind;
  const progress = (row.progress ?? {}) as { done?: number; total?: number };
  const result = row.result as { pushed?: number } | null;
  const done = kind === 'stock' ? (result?.pushed ?? 0) : (progress.done ?? 0);
  const total = kind === 'stock' ? done : (progress.total ?? 0);
  const reported = row.status === 'done' && kind !== 'stock' && result !== null;
  return {
    id: row.id,
    kind,
    status: row.status as ShopifyJob['status'],
    progress: { done, total: Math.max(total, done) },
    report: reported ? (row.result as ShopifyJob['report']) : null,
    error: row.error,
    created_at: iso(row.createdAt)!,
    finished_at: iso(row.finishedAt),
  };
}
