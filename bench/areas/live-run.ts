// The live run (bench/areas/live.ts): catalogue readers in a closed loop while the feed writes,
// every read judged against the writes answered before it; then the same beside the ceiling.
import { randomInt } from 'node:crypto';
import { DEMO_PASSWORD } from '../../apps/api/src/db/seed/people';
import { signIn } from '../../apps/api/src/test/http-client';
import { BodyStore } from '../lib/body-store';
import { type DriveRequest, type DriveResult, drive } from '../lib/drive';
import { getJson, request } from '../lib/http';
import { type Case, pickCases } from './catalog-cases';
import { type FeedProduct, type FeedTally, startFeed } from './live-feed';
import { Freshness, judgePage, productsOf, type ShownProduct, seePage } from './live-freshness';

/** The readers, taking the connections in turn: a franchise owner (many outlets) and a shop (one). */
export const READERS = ['franchise', 'shop'] as const;
/** Outlets the feed also writes that no reader sees (the network's others). */
const OTHER_OUTLETS = 6;

/** A reader: its login, request headers and current store (whose units sold its pages show). */
type Reader = { login: string; headers: Record<string, string>; storeId: number };
/** How the catalogue answered: from kept answers (`renewed`: their live fields read again) or computed. */
export type AnswerCounts = { kept: number; renewed: number; computed: number };
/** The measured reads: how many, how many had a value written before them, how many showed an older one. */
export type LiveTally = { reads: number; checked: number; stale: number; examples: string[] };
/** One phase of the run: the drive, its reads' verdicts, the feed's writes, the answers and the recommendation jobs done. */
export type LivePhase = {
  drive: DriveResult;
  tally: LiveTally;
  feed: FeedTally;
  answers: AnswerCounts;
  jobs: number;
};
/** The live run: the route phase beside the ceiling phase, and who read what. */
export type LiveRun = {
  route: LivePhase;
  ceiling: LivePhase;
  cases: Case[];
  outlets: { seen: number; other: number };
};

type Session = {
  base: string;
  host: string;
  readers: Reader[];
  admin: Record<string, string>;
  managerToken: string;
  cases: Case[];
  products: FeedProduct[];
  outlets: number[];
  seen: number;
  freshness: Freshness;
};

/**
 * The run on the app at `base`: signs in the readers, an admin and a manager; reads every case as
 * each reader once (the values the feed then changes, as seen before it); issues a machine API key
 * for stock and sales; then, with the feed writing, `warmup` + `seconds` of reads at `connections`
 * through the routes, each read's body kept with its send and answer times and judged once its
 * phase is over; and the same through GET /bench/ceiling (same bytes, kept alike, nothing judged).
 * The key is revoked at the end.
 */
export async function liveRun(options: {
  base: string;
  host: string;
  connections: number;
  seconds: number;
  warmup: number;
}): Promise<LiveRun> {
  const session = await prepare(options.base, options.host);
  const { secret, id } = await issueKey(session);
  try {
    const phase = (ceiling: boolean) => runPhase(session, { ...options, secret, ceiling });
    const route = await phase(false);
    const ceiling = await phase(true);
    const other = session.outlets.length - session.seen;
    return { route, ceiling, cases: session.cases, outlets: { seen: session.seen, other } };
  } finally {
    await request(`${session.base}/api/v0/services/integration-keys/${id}/revoke`, {
      method: 'POST',
      headers: session.admin,
    });
  }
}

async function prepare(base: string, host: string): Promise<Session> {
  const headersOf = async (login: string) => ({
    host,
    accept: 'application/json',
    authorization: `Bearer ${await signIn(base, login, DEMO_PASSWORD)}`,
  });
  const readers: Reader[] = [];
  for (const login of READERS) {
    const headers = await headersOf(login);
    const me = JSON.parse(
      (await request(`${base}/api/v0/auth/me`, { method: 'POST', headers })).body.toString(),
    );
    readers.push({ login, headers, storeId: me.user.current_store.id });
  }
  const admin = await headersOf('admin');
  const manager = await headersOf('manager');
  const cases = await pickCases(base, readers[1]!.headers);
  const freshness = new Freshness();
  const products = new Map<number, FeedProduct>();
  const seen = new Set<number>();
  for (const reader of readers) {
    for (const c of cases) {
      const shown = productsOf(
        await getJson<{ data: ShownProduct | ShownProduct[] }>(base + c.path, reader.headers),
      );
      seePage(freshness, shown, reader.storeId);
      for (const p of shown) products.set(p.id, { id: p.id, code: p.code });
    }
    const stores = await getJson<{ data: { id: number; is_retail: boolean }[] }>(
      `${base}/api/v0/store`,
      reader.headers,
    );
    for (const s of stores.data) if (s.is_retail) seen.add(s.id);
  }
  const outlets = await getJson<{ data: { id: number; version: string }[] }>(
    `${base}/api/v0/services/outlets`,
    manager,
  );
  const others = outlets.data.filter((o) => o.version === 'ru' && !seen.has(o.id)).slice(0, OTHER_OUTLETS);
  return {
    base,
    host,
    readers,
    admin,
    managerToken: manager.authorization.slice('Bearer '.length),
    cases,
    products: [...products.values()],
    outlets: [...seen, ...others.map((o) => o.id)],
    seen: seen.size,
    freshness,
  };
}

/** A machine API key with the scopes of outlet stock and sales (POST services/integration-keys as the admin). */
async function issueKey(session: Session) {
  const res = await request(`${session.base}/api/v0/services/integration-keys`, {
    method: 'POST',
    headers: { ...session.admin, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'bench live feed', scopes: ['stock:write', 'sales:write'] }),
  });
  if (res.status !== 201) throw new Error(`integration key: ${res.status} ${res.body.toString()}`);
  const created = JSON.parse(res.body.toString()) as { data: { id: number }; secret: string };
  return { id: created.data.id, secret: created.secret };
}

async function runPhase(
  session: Session,
  options: { connections: number; warmup: number; seconds: number; secret: string; ceiling: boolean },
): Promise<LivePhase> {
  const { base, freshness } = session;
  const tally: LiveTally = { reads: 0, checked: 0, stale: 0, examples: [] };
  // The reads' bodies, judged once the phase is over: the verdicts depend only on the times noted
  // here and in the feed's history, and parsing every page in the bench process meanwhile would
  // take the machine's cores from the app and the database under measurement. Each distinct body of
  // a reader and page is kept once (BodyStore): kept as they came, they made this process pause.
  const bodies = new BodyStore();
  const answered: { reader: Reader; path: string; read: { sent: number; answered: number }; body: number }[] =
    [];
  const next = (worker: number): DriveRequest => {
    const reader = session.readers[worker % session.readers.length]!;
    const path = session.cases[randomInt(session.cases.length)]!.path;
    const url = options.ceiling ? `${base}/bench/ceiling?u=${encodeURIComponent(path)}` : base + path;
    const sent = performance.now();
    // The ceiling's bodies are kept alike (and dropped unjudged), so the client costs both the same;
    // the warm-up's are not kept.
    const answer = (status: number, body: Buffer) => {
      if (status === 200 && sent >= measureFrom)
        answered.push({
          reader,
          path,
          read: { sent, answered: performance.now() },
          body: bodies.add(`${reader.login} ${path}`, body),
        });
    };
    return { url, method: 'GET', headers: reader.headers, answer };
  };
  // The warm-up runs in the same closed loop, on the same connections and under the same feed,
  // right before the measured seconds: the counts are taken when measuring starts.
  const measureFrom = performance.now() + options.warmup * 1000;
  const atMeasure = new Promise((resolve) => setTimeout(resolve, options.warmup * 1000)).then(() =>
    Promise.all([getJson<AnswerCounts>(`${base}/bench/answers`, {}), recommendationJobsDone(session)]),
  );
  const feed = startFeed({
    base,
    host: session.host,
    keySecret: options.secret,
    managerToken: session.managerToken,
    targets: { outlets: session.outlets, products: session.products },
    freshness,
  });
  const result = await drive({
    connections: options.connections,
    seconds: options.seconds,
    from: measureFrom,
    next,
  });
  const feedTally = await feed.stop();
  const jobsAfter = await recommendationJobsDone(session);
  const [answersBefore, jobsBefore] = await atMeasure;
  // Each distinct body parsed once.
  const parsed = new Map<number, ShownProduct[]>();
  const shownIn = (body: number) => {
    let products = parsed.get(body);
    if (!products) {
      products = productsOf(JSON.parse(bodies.get(body).toString()));
      parsed.set(body, products);
    }
    return products;
  };
  for (const { reader, path, read, body } of options.ceiling ? [] : answered) {
    const verdict = judgePage(freshness, shownIn(body), {
      storeId: reader.storeId,
      read,
    });
    tally.reads += 1;
    if (verdict.checked) tally.checked += 1;
    if (verdict.stale.length === 0) continue;
    tally.stale += 1;
    if (tally.examples.length < 3) tally.examples.push(`${reader.login} ${path}: ${verdict.stale[0]}`);
  }
  const after = await getJson<AnswerCounts>(`${base}/bench/answers`, {});
  const answers = {
    kept: after.kept - answersBefore.kept,
    renewed: after.renewed - answersBefore.renewed,
    computed: after.computed - answersBefore.computed,
  };
  const jobs = jobsAfter - jobsBefore;
  return { drive: result, tally, feed: feedTally, answers, jobs };
}

/** The `recommendations.refresh` jobs done so far (GET /bench/jobs of the bench server). */
async function recommendationJobsDone(session: Session): Promise<number> {
  const done = await getJson<Record<string, number>>(`${session.base}/bench/jobs`, {});
  return done['recommendations.refresh'] ?? 0;
}
