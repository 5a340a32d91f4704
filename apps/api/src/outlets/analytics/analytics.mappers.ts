import { type AnalyticPeriod, type AnalyticRow, cleanStoreName } from '@kits/contract';
import type { ProductSalesRow } from './analytics.repository';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** One period's sales of the product in one store. */
export type StorePeriodSales = { store_id: number; store_name: string; sales: number; days: number };

/**
 * A row of docs/rules.md#product-analytic: `convergence_during_period` = sales / days with sales,
 * `convergence` = sales / period days, `sales_param` = sales / the store's units × 100; 2 decimals,
 * 0 when the divisor is 0.
 */
export function toAnalyticRow(sales: StorePeriodSales, periodDays: number, storeTotal: number): AnalyticRow {
  return {
    store_id: sales.store_id,
    store_name: cleanStoreName(sales.store_name),
    sales: sales.sales,
    days_in_store: sales.days,
    convergence_during_period: sales.days > 0 ? round2(sales.sales / sales.days) : 0,
    convergence: periodDays > 0 ? round2(sales.sales / periodDays) : 0,
    sales_param: storeTotal > 0 ? round2((sales.sales * 100) / storeTotal) : 0,
  };
}

/** The period's side of a sales row. */
export const periodSales = (row: ProductSalesRow, period: 'period' | 'year'): StorePeriodSales => ({
  store_id: row.store_id,
  store_name: row.store_name,
  sales: period === 'period' ? row.period_sales : row.year_sales,
  days: period === 'period' ? row.period_days : row.year_days,
});

/** 'YYYY-MM-DD' of `today` minus `days` days (UTC calendar arithmetic). */
export function daysBefore(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** The dates of a period of `days` days ending `today` (today included). */
export const periodDates = (today: string, days: number): AnalyticPeriod['dates'] => ({
  from: daysBefore(today, days - 1),
  to: today,
});
