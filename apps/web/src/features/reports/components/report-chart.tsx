import type { ReportResponse } from '@kits/contract';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { date, num } from '@/lib/format';

/** The series a bucketed report draws: units for the sales reports, created/applied/sent for auto
 * orders (all three are counts of orders, so they share one axis). */
const SERIES: Record<string, { key: string; colour: string }[]> = {
  'sales-by-outlet': [{ key: 'units', colour: '#0d6efd' }],
  'sales-by-category': [{ key: 'units', colour: '#0d6efd' }],
  'auto-orders': [
    { key: 'created', colour: '#6c757d' },
    { key: 'applied', colour: '#198754' },
    { key: 'sent', colour: '#0d6efd' },
  ],
};

/**
 * The shown rows summed per bucket (units never mix currencies, so they add up across outlets),
 * in bucket order: one point per week or month.
 */
export function bucketPoints(data: ReportResponse['data'], keys: string[]) {
  const byBucket = new Map<string, Record<string, number>>();
  for (const row of data.rows) {
    const bucket = String(row.bucket);
    const point = byBucket.get(bucket) ?? Object.fromEntries(keys.map((k) => [k, 0]));
    for (const k of keys) point[k] = (point[k] ?? 0) + Number(row[k] ?? 0);
    byBucket.set(bucket, point);
  }
  return [...byBucket.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([bucket, p]) => ({ bucket, ...p }));
}

/** A bar chart of a bucketed report over its weeks or months (recharts, SVG: no inline styles). */
export function ReportChart({ data }: { data: ReportResponse['data'] }) {
  const { t } = useTranslation('reports');
  const series = SERIES[data.report];
  if (!series || data.rows.length === 0) return null;
  const title = (key: string) => data.columns.find((c) => c.key === key)?.title ?? key;
  const points = bucketPoints(
    data,
    series.map((s) => s.key),
  );
  return (
    <figure className="mb-3" aria-label={t('chart')}>
      <ResponsiveContainer width="100%" height={240}>
        <BarChart data={points} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="bucket" tickFormatter={(v: string) => date(v)} fontSize={12} />
          <YAxis tickFormatter={(v: number) => num(v)} fontSize={12} width={56} />
          <Tooltip labelFormatter={(v) => date(String(v))} formatter={(v) => num(Number(v))} />
          {series.length > 1 && <Legend />}
          {series.map((s) => (
            <Bar key={s.key} dataKey={s.key} name={title(s.key)} fill={s.colour} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
