import { type AutoOrderProposal, type AutoOrderShelf, storeOccupancyKey, toMinor } from '@kits/contract';

/**
 * Why reading only the first `room` fill candidates of each shelf is exact, and when it is not.
 *
 * The fill step (docs/auto-order.md step 3) walks the candidates in code order and gives each one
 * unit while its shelf has a free place and the money left covers its price. A shelf with `room`
 * free places takes at most `room` units, so only its first `room` candidates can matter — unless
 * one of them is skipped for money, leaving a place for a later, cheaper one. The statement reads
 * the first `room` per shelf and, per shelf, the lowest price of the ones left out
 * (`rest_min_price`). After planning, a shelf needs its left-out candidates only if it still has a
 * free place and the money left right after its last read candidate covers that lowest price
 * (later candidates of the shelf come after that point, where money only goes down and the shelf's
 * free places no longer change). Otherwise the plan equals the plan over every candidate.
 */

/** A fill candidate as read: product, code, its shelf key, and the lowest left-out price of that shelf. */
export type FillCandidate = { product_id: number; code: string; key: string; restMinPrice: string | null };

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** The fill step's order in `proposeAutoOrder`: code (code-point order), then id. */
const byCode = (a: FillCandidate, b: FillCandidate) =>
  compareText(a.code, b.code) || a.product_id - b.product_id;

/**
 * True when `proposal` (planned over the pruned candidates) could differ from a plan over every
 * candidate, so the caller must read them all and plan again. `maxOrderSum` null = no limit.
 */
export function needsAllCandidates(options: {
  proposal: AutoOrderProposal;
  shelves: readonly AutoOrderShelf[];
  candidates: readonly FillCandidate[];
  /** Shelf key of every product that got a line (`storeOccupancyKey` of its shelf). */
  keyOf: (productId: number) => string;
  maxOrderSum: string | null;
}): boolean {
  const { proposal, shelves, candidates, keyOf } = options;
  const pruned = candidates.filter((c) => c.restMinPrice !== null);
  if (pruned.length === 0) return false;
  const free = new Map<string, number>();
  const used = new Map<string, number>();
  for (const s of shelves) {
    const key = storeOccupancyKey(s);
    free.set(key, (free.get(key) ?? 0) + Math.max(0, s.capacity));
    used.set(key, (used.get(key) ?? 0) + Math.max(0, s.count ?? 0) + Math.max(0, s.supplies ?? 0));
  }
  for (const [key, capacity] of free) free.set(key, Math.max(0, capacity - (used.get(key) ?? 0)));
  for (const line of proposal.lines) {
    const key = keyOf(line.product_id);
    if (free.has(key)) free.set(key, free.get(key)! - line.count);
  }
  const max = options.maxOrderSum === null ? Number.POSITIVE_INFINITY : toMinor(options.maxOrderSum);
  const spentBySellers = proposal.lines
    .filter((l) => l.reason.kind === 'replenish')
    .reduce((acc, l) => acc + toMinor(l.sum), 0);
  const fillSum = new Map(
    proposal.lines.filter((l) => l.reason.kind === 'fill').map((l) => [l.product_id, l]),
  );
  const lastOfShelf = new Map<string, FillCandidate>();
  for (const c of [...pruned].sort(byCode)) lastOfShelf.set(c.key, c);
  for (const [key, last] of lastOfShelf) {
    if ((free.get(key) ?? 0) <= 0) continue;
    let spent = spentBySellers;
    for (const c of candidates) {
      const line = fillSum.get(c.product_id);
      if (line && byCode(c, last) <= 0) spent += toMinor(line.sum);
    }
    if (max - spent >= toMinor(last.restMinPrice!)) return true;
  }
  return false;
}
