import { openDatabase } from './apps/api/src/db/client';
import * as svc from './apps/api/src/modules/network-analytics/network-analytics.service';
const d = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/kits_bench', migrate: false, poolSize: 1 });
const ctx = { version: 'ru', lang: 'ru' } as never;
const views = (process.argv[2] ?? 'analyticsShelves').split(',');
const periods = (process.argv[3] ?? 'report').split(',');
for (const v of views) for (const period of periods) {
  const [p, cat] = period.split(':');
  const times: number[] = [];
  for (let i = 0; i < 6; i++) { const t0 = performance.now(); await (svc as any)[v](ctx, { db: d.db, query: { period: p, category: cat ? Number(cat) : undefined } }); times.push(performance.now() - t0); }
  console.log(v, period, times.map((x) => x.toFixed(0)).join(' '));
}
await d.close();
