import {
  type AnalyticsTotals,
  bucketStart,
  bucketStarts,
  CURRENCIES,
  type Currency,
  type CurrencyAmount,
  changePercent,
  type DayRange,
  type PeriodOut,
  type TrendPoint,
} from '@kits/contract';
import type { DayCurrencyRow } from './network-analytics.repository';

/** Money strings are summed in whole cents (no floating-point drift), then written back with 2 decimals. */
export const toCents = (amount: string | number) => Math.round(Number(amount) * 100);
export const fromCents = (cents: number) => (cents / 100).toFixed(2);

/** Revenue in cents per currency. */
export type CentsByCurrency = Map<Currency, number>;

export const addCents = (into: CentsByCurrency, currency: string, amount: string | number) => {
  const code = currency as Currency;
  into.set(code, (into.get(code) ?? 0) + toCents(amount));
};

/** Revenue per currency on the wire, in CURRENCIES order, currencies with nothing left out. */
export const revenueOut = (cents: CentsByCurrency): CurrencyAmount[] =>
  CURRENCIES.filter((c) => cents.has(c)).map((currency) => ({
    currency,
    amount: fromCents(cents.get(currency)!),
  }));

const inRange = (day: string, range: DayRange) => day >= range.from && day <= range.to;

/**
 * Totals and trend of a period from per-day-and-currency rows covering the previous period and the
 * period (docs/rules.md#network-analytics): units, revenue per currency, the previous period's,
 * their changes (contract changePercent), and a trend point per bucket start (empty buckets zero).
 */
export function totalsAndTrend(
  rows: readonly DayCurrencyRow[],
  period: PeriodOut,
): { totals: AnalyticsTotals; trend: TrendPoint[] } {
  const range = { from: period.from, to: period.to };
  const points = new Map(
    bucketStarts(period.bucket, range).map((start) => [
      start,
      { units: 0, cents: new Map() as CentsByCurrency },
    ]),
  );
  let units = 0;
  let previousUnits = 0;
  const revenue: CentsByCurrency = new Map();
  const previousRevenue: CentsByCurrency = new Map();
  for (const row of rows) {
    const day = String(row.sold_on).slice(0, 10);
    if (inRange(day, range)) {
      units += Number(row.units);
      addCents(revenue, row.currency, row.revenue);
      const point = points.get(bucketStart(period.bucket, day));
      if (point) {
        point.units += Number(row.units);
        addCents(point.cents, row.currency, row.revenue);
      }
    } else if (inRange(day, period.previous)) {
      previousUnits += Number(row.units);
      addCents(previousRevenue, row.currency, row.revenue);
    }
  }
  const currencies = CURRENCIES.filter((c) => revenue.has(c) || previousRevenue.has(c));
  return {
    totals: {
      units,
      revenue: revenueOut(revenue),
      previous: { units: previousUnits, revenue: revenueOut(previousRevenue) },
      units_change: changePercent(units, previousUnits),
      revenue_change: currencies.map((currency) => ({
        currency,
        change: changePercent(revenue.get(currency) ?? 0, previousRevenue.get(currency) ?? 0),
      })),
    },
    trend: [...points].map(([start, p]) => ({ start, units: p.units, revenue: revenueOut(p.cents) })),
  };
}
