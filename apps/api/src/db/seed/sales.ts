import { recordSales, type SalesLineInput } from '../../outlets/sales';
import type { Executor } from '../client';
import { rng, SALT } from './random';
import type { Assortment } from './stock';

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of `date` (UTC). */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Demand multiplier of a day: hobby kits sell best in winter (peak in late January), worst in
 * July; December gifts add a quarter; weekends sell more than weekdays.
 */
export function seasonality(date: Date): number {
  const start = Date.UTC(date.getUTCFullYear(), 0, 1);
  const dayOfYear = (date.getTime() - start) / DAY_MS;
  let m = 1 + 0.3 * Math.cos((2 * Math.PI * (dayOfYear - 25)) / 365.25);
  if (date.getUTCMonth() === 11) m += 0.25;
  const weekday = date.getUTCDay();
  if (weekday === 0 || weekday === 6) m *= 1.35;
  else if (weekday === 5) m *= 1.1;
  return m;
}

/** A sum in minor units (kopecks, cents) as the decimal string of the sales writer: 12345 → '123.45'. */
const decimal = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

/**
 * Writes one line per outlet, product and day with sales: units are Poisson-distributed around
 * the product's rate at the outlet times the day's seasonality; new products start selling at
 * their launch, discontinued ones stop, trending ones speed up over the last three weeks.
 * Amount = units × retail price in the outlet's currency. Through the sales writer
 * (`recordSales`, docs/rules.md#sales-writer) `batch` lines at a time, without external ids and
 * without queueing a recommendations refresh (the seed computes them itself). Returns the number
 * of lines.
 */
export async function writeSales(o: {
  db: Executor;
  assortments: Assortment[];
  days: number;
  today: Date;
  log: (text: string) => void;
  batch?: number;
}): Promise<number> {
  const first = new Date(
    Date.UTC(o.today.getUTCFullYear(), o.today.getUTCMonth(), o.today.getUTCDate()) - o.days * DAY_MS,
  );
  const dates: string[] = [];
  const season: number[] = [];
  for (let d = 0; d < o.days; d++) {
    const date = new Date(first.getTime() + d * DAY_MS);
    dates.push(isoDay(date));
    season.push(seasonality(date));
  }
  const batch = o.batch ?? 100_000;
  let lines: SalesLineInput[] = [];
  let total = 0;
  const flush = async () => {
    if (lines.length === 0) return;
    total += (await recordSales(o.db, { lines, queueRefresh: false })).inserted;
    lines = [];
  };
  let reported = 0;
  for (const [index, a] of o.assortments.entries()) {
    const r = rng(SALT.sales, a.storeId);
    a.products.forEach((p, i) => {
      const rate = a.rates[i]!;
      const price = p.prices[a.currency].retail;
      for (let d = 0; d < o.days; d++) {
        const daysBefore = o.days - d;
        if (p.status === 'new' && daysBefore > p.daysAgo) continue;
        if (p.status === 'discontinued' && daysBefore < p.daysAgo) continue;
        let lambda = rate * season[d]!;
        if (p.trending && daysBefore <= 21) lambda *= 1 + (2.5 * (22 - daysBefore)) / 21;
        const units = r.poisson(lambda);
        if (units === 0) continue;
        lines.push({
          storeId: a.storeId,
          productId: p.id,
          soldOn: dates[d]!,
          quantity: units,
          amount: decimal(units * price),
          externalId: null,
        });
      }
    });
    if (lines.length >= batch) await flush();
    if (total + lines.length - reported >= 200_000 || index === o.assortments.length - 1) {
      reported = total + lines.length;
      o.log(`sales: ${reported.toLocaleString('en-US')} lines, outlet ${index + 1}/${o.assortments.length}…`);
    }
  }
  await flush();
  return total;
}
