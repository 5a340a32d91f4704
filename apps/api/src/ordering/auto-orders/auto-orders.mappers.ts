import type { AutoOrderData } from '@kits/contract';
import type { AutoOrderRow } from './auto-orders.repository';

/** docs/rules.md#auto-order-check `ao_data` from its row: `created_at` as ISO 8601, sums 2 decimals. */
export function toAutoOrderData(row: AutoOrderRow): AutoOrderData {
  return {
    id: row.id,
    uuid: row.uuid,
    store_id: row.store_id,
    created_at: new Date(row.created_at).toISOString(),
    sum_before: Number(row.sum_before).toFixed(2),
    sum: Number(row.sum).toFixed(2),
    lines_count: Number(row.lines_count),
  };
}
