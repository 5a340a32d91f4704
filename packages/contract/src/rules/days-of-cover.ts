/**
 * Days of cover of the buyer's home (docs/home.md#days-of-cover): how long what an outlet holds lasts
 * at its current sales rate. The rate is the units sold over the report period ÷ the period's days
 * (every day counts, a day without sales too: the popover's `convergence`); the cover is
 * (stock now + supplies on the way) ÷ rate, rounded down to whole days. No sales in the period: no
 * rate and no cover (null) — the data says nothing about when it runs out. Negative stock counts as 0.
 */

/** Units a day over a period: `sold` ÷ `days`, 2 decimals (docs/rules.md#product-analytic `convergence`); 0 without days. */
export function dailyRate(sold: number, days: number): number {
  if (days <= 0) return 0;
  return Math.round((Math.max(0, sold) / days) * 100) / 100;
}

/**
 * Whole days the units `onHand` (stock + supplies) last at the period's rate; null when nothing
 * was sold over the period (`sold` ≤ 0 or `days` ≤ 0). Computed from the exact rate, not the
 * rounded one, so 10 units at 14 sold in 14 days is 10 days.
 */
export function daysOfCover(options: { onHand: number; sold: number; days: number }): number | null {
  const { sold, days } = options;
  if (sold <= 0 || days <= 0) return null;
  return Math.floor((Math.max(0, options.onHand) * days) / sold);
}

/** A product line with its cover (null: not selling) and the units it sold over the period. */
export type CoverLine = { product_id: number; days_of_cover: number | null; sold: number };

/**
 * What runs out first (docs/home.md#runs-out-first): the lines that sell (cover not null), the
 * shortest cover first; ties: more units sold first, then product id. At most `limit` lines.
 */
export function runsOutFirst<T extends CoverLine>(lines: readonly T[], limit: number): T[] {
  return lines
    .filter((l) => l.days_of_cover !== null)
    .sort(
      (a, b) =>
        (a.days_of_cover as number) - (b.days_of_cover as number) ||
        b.sold - a.sold ||
        a.product_id - b.product_id,
    )
    .slice(0, limit);
}

/** How many lines "runs out first" shows per outlet on the home page. */
export const RUNS_OUT_FIRST_LINES = 5;

/** The reorder reminder's threshold: a selling line with fewer days of cover than `days` (docs/home.md#reminders). */
export const isBelowCover = (daysOfCoverValue: number | null, days: number): boolean =>
  daysOfCoverValue !== null && daysOfCoverValue < days;

/** Allowed reminder thresholds, in days (the profile's setting). */
export const REORDER_REMINDER_DAYS = { min: 1, max: 90, default: 7 } as const;
