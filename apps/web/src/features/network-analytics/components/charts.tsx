import type { AnalyticsCategoryRow, Currency, PeriodOut, TrendPoint } from '@kits/contract';
import { useState } from 'react';
import Nav from 'react-bootstrap/Nav';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { date, money, num } from '@/lib/format';
import { splitOpenBucket } from '../utils/open-bucket';

const shortDay = (day: string, lang: string) =>
  new Intl.DateTimeFormat(lang === 'ru' ? 'ru-RU' : 'en-GB', { day: 'numeric', month: 'short' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/**
 * The trend chart (docs/rules.md#network-analytics): one point per day or week (`period.bucket`),
 * empty ones at zero; units, or the revenue of one currency at a time (currencies are never
 * added), chosen by tabs. The day or week holding today is not over: it is drawn apart, dashed,
 * and labelled "so far" (splitOpenBucket), so the line never drops to its partial count.
 */
export function TrendChart({
  trend,
  period,
  currencies,
}: {
  trend: TrendPoint[];
  period: PeriodOut;
  currencies: Currency[];
}) {
  const { t, i18n } = useTranslation('network-analytics');
  const [metric, setMetric] = useState<'units' | Currency>('units');
  const shown = metric === 'units' || currencies.includes(metric) ? metric : 'units';
  const data = splitOpenBucket(
    trend.map((p) => ({
      start: p.start,
      value: shown === 'units' ? p.units : Number(p.revenue.find((r) => r.currency === shown)?.amount ?? 0),
    })),
    { bucket: period.bucket, today: period.today },
  );
  const openStart = data.find((p) => p.open)?.start;
  const format = (v: number) => (shown === 'units' ? num(v) : money(v, shown));
  return (
    <section className="border rounded p-2 p-md-3 mb-4" aria-labelledby="analytics-trend">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <h2 id="analytics-trend" className="h5 mb-0">
          {t('trend.title')} <small className="text-body-secondary fs-6">{t(`trend.${period.bucket}`)}</small>
        </h2>
        <Nav
          variant="pills"
          className="small"
          activeKey={shown}
          onSelect={(k) => k && setMetric(k as typeof metric)}
        >
          {(['units', ...currencies] as const).map((key) => (
            <Nav.Item key={key}>
              <Nav.Link eventKey={key} as="button" type="button" className="py-1 px-2">
                {key === 'units' ? t('trend.units') : t('trend.revenue', { currency: key })}
              </Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
      </div>
      <div className="analytics-chart" data-testid="analytics-trend">
        <ResponsiveContainer width="100%" height={260}>
          <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#dee2e6" />
            <XAxis
              dataKey="start"
              tickFormatter={(d: string) =>
                d === openStart ? t(`trend.soFar.${period.bucket}`) : shortDay(d, i18n.language)
              }
              minTickGap={24}
              fontSize={12}
            />
            <YAxis
              tickFormatter={(v: number) => (shown === 'units' ? num(v) : num(v))}
              width={72}
              fontSize={12}
            />
            <Tooltip
              labelFormatter={(d) =>
                d === openStart
                  ? `${date(String(d))} · ${t(`trend.soFar.${period.bucket}`)}`
                  : date(String(d))
              }
              formatter={(v) => [
                format(Number(v)),
                shown === 'units' ? t('trend.units') : t('trend.revenue', { currency: shown }),
              ]}
            />
            <Line
              type="monotone"
              dataKey="value"
              stroke="#0d6efd"
              strokeWidth={2}
              dot={data.length <= 31}
              isAnimationActive={false}
            />
            {openStart && (
              // The bucket that is not over yet: dashed and apart, never a drop to its partial count.
              <Line
                type="monotone"
                dataKey="soFar"
                name={t(`trend.soFar.${period.bucket}`)}
                stroke="#6c757d"
                strokeWidth={2}
                strokeDasharray="5 4"
                dot={{ r: 3 }}
                legendType="none"
                tooltipType="none"
                isAnimationActive={false}
              />
            )}
          </LineChart>
        </ResponsiveContainer>
      </div>
    </section>
  );
}

/** Sell-through per top-level category as horizontal bars, 0–100 % (docs/rules.md#sell-through). */
export function SellThroughChart({ categories }: { categories: AnalyticsCategoryRow[] }) {
  const { t } = useTranslation('network-analytics');
  const data = categories
    .filter((c) => c.sell_through !== null)
    .map((c) => ({ name: c.name, value: Math.round((c.sell_through ?? 0) * 1000) / 10 }));
  return (
    <div className="analytics-chart" data-testid="analytics-sell-through-chart">
      <ResponsiveContainer width="100%" height={Math.max(120, data.length * 32 + 40)}>
        <BarChart data={data} layout="vertical" margin={{ top: 4, right: 24, bottom: 4, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke="#dee2e6" />
          <XAxis type="number" domain={[0, 100]} tickFormatter={(v: number) => `${num(v)} %`} fontSize={12} />
          <YAxis type="category" dataKey="name" width={160} fontSize={12} />
          <Tooltip formatter={(v) => [`${num(Number(v), 1)} %`, t('categories.sellThrough')]} />
          <Bar dataKey="value" fill="#198754" radius={[0, 4, 4, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
