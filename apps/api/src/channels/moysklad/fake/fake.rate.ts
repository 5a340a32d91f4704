/**
 * МойСклад's limits as the fake enforces them (JSON API 1.2, «Ограничения»): `intervalCap`
 * weight units (45) in any window of `intervalMs` (3 000 ms), counted when a request arrives,
 * and at most `concurrency` (5) requests in flight. A request over either is refused (429) and
 * counts nothing; the headers say what is left: X-RateLimit-Limit, X-RateLimit-Remaining,
 * X-Lognex-Retry-TimeInterval, X-Lognex-Reset (ms until a unit frees when none is left, else 0)
 * and, on a 429 of the rate, X-Lognex-Retry-After (ms until this request would fit).
 */
export type RateOptions = { intervalCap?: number; intervalMs?: number; concurrency?: number };

export type Admission =
  | { ok: true; headers: Record<string, string> }
  | { ok: false; reason: 'rate' | 'parallel'; headers: Record<string, string> };

/** The weight of a request to `path` (under the API root): 5 for the full stock reports, else 1. */
export const fakeWeight = (path: string) => (/^report\/stock\/(all|bystore)\/?$/.test(path) ? 5 : 1);

/** The limits of one token: `admit` each API request, `done` when it is answered. */
export function createRateWindow(options: RateOptions = {}) {
  const cap = options.intervalCap ?? 45;
  const interval = options.intervalMs ?? 3_000;
  const concurrency = options.concurrency ?? 5;
  const starts: { at: number; weight: number }[] = [];
  let inFlight = 0;

  const used = (now: number) => {
    while (starts.length && starts[0]!.at <= now - interval) starts.shift();
    return starts.reduce((sum, s) => sum + s.weight, 0);
  };
  /** Ms until `need` units are free. */
  const waitFor = (now: number, need: number) => {
    let free = cap - used(now);
    for (const s of starts) {
      if (free >= need) break;
      free += s.weight;
      if (free >= need) return s.at + interval - now;
    }
    return 0;
  };
  const headers = (now: number, extra: Record<string, string> = {}) => {
    const remaining = Math.max(0, cap - used(now));
    return {
      'X-RateLimit-Limit': String(cap),
      'X-RateLimit-Remaining': String(remaining),
      'X-Lognex-Retry-TimeInterval': String(interval),
      'X-Lognex-Reset': String(remaining === 0 ? waitFor(now, 1) : 0),
      ...extra,
    };
  };

  return {
    /** Lets a request of `weight` in now (call `done` when it is answered), or says why not. */
    admit(weight: number, now = Date.now()): Admission {
      if (inFlight >= concurrency) return { ok: false, reason: 'parallel', headers: headers(now) };
      if (used(now) + weight > cap) {
        return {
          ok: false,
          reason: 'rate',
          headers: headers(now, { 'X-Lognex-Retry-After': String(waitFor(now, weight)) }),
        };
      }
      starts.push({ at: now, weight });
      inFlight++;
      return { ok: true, headers: headers(now) };
    },
    done(): void {
      inFlight = Math.max(0, inFlight - 1);
    },
    /** The headers every answer carries, as of now. */
    headers: (now = Date.now()) => headers(now),
  };
}

export type RateWindow = ReturnType<typeof createRateWindow>;
