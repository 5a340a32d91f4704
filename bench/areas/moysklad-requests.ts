import type { FakeMoysklad, FakeRequest } from '../../apps/api/src/channels/moysklad/fake';

/** МойСклад's budget: 45 weight units per 3 s (docs/moysklad.md §Limits). */
export const UNITS_PER_SECOND = 15;

/** Which run a request to `path` (under the API root) belongs to. */
export function runOfPath(path: string): 'catalogue' | 'stock' | 'sales' | 'other' {
  if (/^entity\/(product|variant|productfolder)\b|^download\//.test(path)) return 'catalogue';
  if (path.startsWith('report/stock/')) return 'stock';
  if (/^entity\/(retaildemand|retailsalesreturn)\b/.test(path)) return 'sales';
  return 'other';
}

/** Requests answered, weight units spent (429s spend none) and 429s, of one run or all. */
export type RequestCount = { requests: number; units: number; refused: number };

/** `requests` counted by run, `pictures` (the catalogue's picture downloads) and `all`. */
export function countRequests(requests: readonly FakeRequest[]): Record<string, RequestCount> {
  const counts: Record<string, RequestCount> = {};
  const add = (key: string, r: FakeRequest) => {
    counts[key] ??= { requests: 0, units: 0, refused: 0 };
    const c = counts[key];
    c.requests++;
    if (r.status === 429) c.refused++;
    else c.units += r.weight;
  };
  for (const r of requests) {
    add(runOfPath(r.path), r);
    if (r.path.startsWith('download/')) add('pictures', r);
    add('all', r);
  }
  return counts;
}

/** Seconds the budget needs for `units` weight units: the rate limit's floor. */
export const floorSeconds = (units: number) => units / UNITS_PER_SECOND;

/**
 * Samples how many requests the fake has answered every `everyMs` (the fake logs no times), so the
 * rate of any window can be read afterwards: `unitsBetween(from, to)` (epoch ms) → units spent.
 */
export function meterRequests(fake: FakeMoysklad, everyMs = 250) {
  const samples: { at: number; units: number }[] = [];
  let units = 0;
  let seen = 0;
  const sample = () => {
    for (; seen < fake.requests.length; seen++) {
      const r = fake.requests[seen]!;
      if (r.status !== 429) units += r.weight;
    }
    samples.push({ at: Date.now(), units });
  };
  sample();
  const timer = setInterval(sample, everyMs);
  const at = (ms: number) => {
    let found = samples[0]!.units;
    for (const s of samples) if (s.at <= ms) found = s.units;
    return found;
  };
  return {
    stop: () => {
      clearInterval(timer);
      sample();
    },
    unitsBetween: (from: number, to: number) => at(to) - at(from),
  };
}
