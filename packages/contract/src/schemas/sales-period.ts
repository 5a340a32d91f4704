import { z } from 'zod/mini';
import { isIsoDay, MAX_PERIOD_DAYS, PERIOD_KINDS, rangeDays } from '../rules/sales-period';

/** A calendar day on the wire, 'YYYY-MM-DD', that exists (no 2026-02-30). */
export const IsoDay = z.string().check(z.refine(isIsoDay, 'not a calendar day'));

/**
 * The period filter of the analytics and reports (docs/rules.md#sales-period), in a query:
 * `period` (report by default), `days` for the report period (1–365), `anchor` for a calendar
 * period, `from`/`to` for a custom range (both required, from ≤ to, at most MAX_PERIOD_DAYS days).
 */
export const SalesPeriodQuery = z
  .object({
    period: z._default(z.enum(PERIOD_KINDS), 'report'),
    days: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(365))),
    anchor: z.optional(IsoDay),
    from: z.optional(IsoDay),
    to: z.optional(IsoDay),
  })
  .check(
    z.superRefine((q, ctx) => {
      if (q.period !== 'custom') return;
      if (!q.from) ctx.addIssue({ code: 'custom', path: ['from'], message: 'required for a custom period' });
      if (!q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'required for a custom period' });
      if (q.from && q.to && q.from > q.to)
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'before from' });
      if (q.from && q.to && q.from <= q.to && rangeDays({ from: q.from, to: q.to }) > MAX_PERIOD_DAYS)
        ctx.addIssue({
          code: 'custom',
          path: ['to'],
          message: 'period too long',
          params: { count: MAX_PERIOD_DAYS },
        });
    }),
  );
export type SalesPeriodQuery = z.infer<typeof SalesPeriodQuery>;

/** A run of days both ends included. */
export const DayRangeOut = z.object({ from: IsoDay, to: IsoDay });

/**
 * The period an answer covers: its days, the days it is compared with, its trend bucket, and the
 * version's today it was resolved against (the trend's bucket holding it is not over yet).
 */
export const PeriodOut = z.object({
  from: IsoDay,
  to: IsoDay,
  previous: DayRangeOut,
  bucket: z.enum(['day', 'week']),
  today: IsoDay,
});
export type PeriodOut = z.infer<typeof PeriodOut>;
