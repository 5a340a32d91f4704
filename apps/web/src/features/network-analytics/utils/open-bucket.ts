/** ISO day `day` plus `n` days. */
const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** A chart point: `value` on the closed buckets, `soFar` on the open one and the one before it. */
export type TrendChartPoint = { start: string; value?: number; soFar?: number; open: boolean };

/**
 * The trend's points with the bucket that holds `today` (a day, or the week from its Monday) set
 * apart (docs/rules.md#network-analytics): its sales are not all in yet, so it is not drawn on the
 * line as if it had closed — it gets its own dashed piece (`soFar`), joined to the last closed
 * point, and the axis labels it "so far". `today` is an ISO day: the version's today
 * the server resolved the period against (`PeriodOut.today`), not the browser's.
 */
export function splitOpenBucket(
  points: readonly { start: string; value: number }[],
  options: { bucket: 'day' | 'week'; today: string },
): TrendChartPoint[] {
  const length = options.bucket === 'day' ? 1 : 7;
  const openIndex = points.findIndex(
    (p) => p.start <= options.today && options.today < addDays(p.start, length),
  );
  return points.map((p, i) => {
    if (i === openIndex) return { start: p.start, soFar: p.value, open: true };
    const beforeOpen = openIndex > 0 && i === openIndex - 1;
    return { start: p.start, value: p.value, ...(beforeOpen ? { soFar: p.value } : {}), open: false };
  });
}
