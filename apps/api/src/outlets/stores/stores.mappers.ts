import { cleanStoreName, type Store } from '@kits/contract';
import type { OutletRankings } from '../ranking';
import type { StoreTotalsRow } from './stores.repository';

/**
 * Store of docs/rules.md#spec-3 from its row and the ranking: the name cleaned of markup, and for a retail
 * outlet `{ number, outlets_count }` (number null when not ranked); null ranking otherwise.
 */
export function toStore(row: StoreTotalsRow, rankings: OutletRankings): Store {
  return {
    id: row.id,
    name: cleanStoreName(row.name),
    is_retail: row.is_retail,
    city: row.city,
    quantity: Number(row.quantity),
    supplies: Number(row.supplies),
    ranking: row.is_retail
      ? { number: rankings.places.get(row.id) ?? null, outlets_count: rankings.outletsCount }
      : null,
  };
}
