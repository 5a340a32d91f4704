// The catalogue's read cases (four list pages and a product page) and how one is measured beside
// the ceiling: shared by the catalog area and the live area.
import { getJson, request } from '../lib/http';
import { type LoadResult, measure } from '../lib/load';
import type { CaseRow } from './catalog-report';

/** A read case: its name in the tables and its path with query. */
export type Case = { name: string; path: string };

/** The name of the product page case (the others are list pages). */
export const PRODUCT_PAGE = 'product page';

type Page = { data: { name: string; code: string }[] };

/**
 * The four list cases and the product page as the asker of `headers` sees them; the category is
 * the first top-level one, the search word the commonest in page 1's names, the product the first
 * of page 1. Throws when the catalogue is empty.
 */
export async function pickCases(base: string, headers: Record<string, string>): Promise<Case[]> {
  const get = <T>(path: string) => getJson<T>(base + path, headers);
  const categories = await get<{ data: { slug: string }[] }>('/api/v0/catalog/categories');
  const category = categories.data[0]?.slug;
  if (!category) throw new Error('no categories: is the bench data loaded?');
  const first = await get<Page>('/api/v0/catalog/products?per_page=50');
  const word = commonestWord(first.data.map((p) => p.name));
  const code = first.data[0]?.code;
  if (!code) throw new Error('no products on page 1: is the bench data loaded?');
  const list = '/api/v0/catalog/products';
  return [
    { name: 'no filter', path: `${list}?per_page=50` },
    { name: 'a category', path: `${list}?category=${category}&per_page=50` },
    { name: 'text search', path: `${list}?q=${encodeURIComponent(word)}&per_page=50` },
    { name: 'page 100', path: `${list}?page=100&per_page=50` },
    { name: PRODUCT_PAGE, path: `${list}/${encodeURIComponent(code)}` },
  ];
}

function commonestWord(names: string[]): string {
  const counts = new Map<string, number>();
  for (const name of names)
    for (const w of name.toLowerCase().match(/[\p{L}]{4,}/gu) ?? []) counts.set(w, (counts.get(w) ?? 0) + 1);
  const [word] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['набор'];
  return word;
}

/**
 * One case with autocannon at `options.connections`: one unmeasured request, the route, then the ceiling with the same
 * bytes (GET /bench/ceiling, bench/lib/bench-server.ts); throws when the ceiling answered other bytes.
 */
export async function measureCase(
  base: string,
  headers: Record<string, string>,
  c: Case,
  options: { connections: number; duration: number; warmup: number },
): Promise<CaseRow> {
  const run = {
    headers,
    connections: options.connections,
    duration: options.duration,
    warmup: options.warmup,
  };
  console.log(`[bench] ${c.name}, ${options.connections} connections: GET ${c.path}`);
  // One request alone first: what the process builds once (the snapshot, the search index: 20-25 s
  // at the big scale under load) must not land in the measured seconds, only in the server area's.
  await request(base + c.path, { headers });
  // A list page does not wait for the snapshot while it is read (it is read in SQL meanwhile,
  // decision 0045); a text search does, and builds the search index.
  await request(`${base}/api/v0/catalog/products?q=${encodeURIComponent('пазл')}&per_page=1`, { headers });
  const route = await measure({ ...run, url: base + c.path });
  const ceiling = await measure({ ...run, url: `${base}/bench/ceiling?u=${encodeURIComponent(c.path)}` });
  if (!route.body.equals(ceiling.body)) throw new Error(`the ceiling answered other bytes than ${c.path}`);
  console.log(`[bench]   route ${fmt(route)} | ceiling ${fmt(ceiling)}`);
  return { ...c, connections: options.connections, route, ceiling };
}

const fmt = (r: LoadResult) =>
  `p50 ${r.p50} ms, p99 ${r.p99} ms, ${Math.round(r.rps)} req/s, ${r.failures} failed`;
