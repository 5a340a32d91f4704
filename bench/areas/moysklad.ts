import type { FakeMoysklad } from '../../apps/api/src/channels/moysklad/fake';
import type { Database } from '../../apps/api/src/db/client';
import { dropDatabase } from '../lib/database';
import { loadLine, machineLine, today } from '../lib/machine';
import type { BenchOptions } from '../lib/options';
import { median } from '../lib/stats';
import {
  adminAndNetwork,
  connectAndSuggest,
  connection,
  type MsApp,
  msDatabaseUrl,
  openMsDb,
  resetMsBench,
  startBenchFake,
  startMsApp,
} from './moysklad-app';
import { moyskladReport } from './moysklad-report';
import { type StockViewer, stockRound, stockViewer } from './moysklad-stock';
import { fullResync, measureFullSync, saveMapping, written } from './moysklad-sync';

/** The fake answers at once (0 ms): the time measured is the app's and the limiter's, not the network's. */
export const LATENCY_MS = 0;
/** Stock rounds with webhooks, and with the poll alone. */
const ROUNDS = 5;
/** The poll of the second app process (the first runs with the default 60 s). */
export const POLL_SECONDS = 10;
/** Pauses before the poll rounds' changes (after the previous round's answer), so they fall at spread points of the poll. */
const POLL_PAUSES_MS = [1300, 3700, 6100, 8500, 10_900];

/** `rounds` stock rounds; between them a pause (ms) from `pause(round)`, so changes fall at different points of the poll. */
async function stockRounds(
  database: Database,
  options: {
    app: MsApp;
    fake: FakeMoysklad;
    viewer: StockViewer;
    first: number;
    pause: (round: number) => number;
  },
) {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    await new Promise((resolve) => setTimeout(resolve, options.pause(i)));
    const round = await stockRound(database, { ...options, round: options.first + i, timeoutMs: 120_000 });
    console.log(`[bench] moysklad: stock round ${options.first + i}: ${(round.ms / 1000).toFixed(2)} s`);
    times.push(round.ms);
  }
  return times;
}

/**
 * `npm run bench -- moysklad` (docs/moysklad.md, the benchmark): the first sync of a
 * bench-scale account from the fake МойСклад (its limits on) against the floor the rate limit sets,
 * with the app's memory; a second full sync (changing nothing); then rounds of 100 stock changes
 * timed from the change in the fake to the catalogue answering them, through the stock webhook and,
 * in a second app process with webhooks undelivered, through a 10 s poll.
 */
export async function benchMoysklad(_options: BenchOptions): Promise<string> {
  const load = loadLine();
  const databaseUrl = msDatabaseUrl();
  await resetMsBench(databaseUrl);
  console.log('[bench] moysklad: generating the fake account…');
  const { fake, generatedS } = await startBenchFake(LATENCY_MS);
  let app = await startMsApp({ databaseUrl, fake, pollSeconds: 60 });
  const database = await openMsDb(databaseUrl);
  try {
    const admin = await adminAndNetwork(database, app);
    const suggested = await connectAndSuggest(app, admin);
    console.log('[bench] moysklad: first sync…');
    const first = await measureFullSync({
      database,
      app,
      fake,
      start: () => saveMapping(app, admin, suggested),
    });
    const afterFirst = await written(database);
    console.log(`[bench] moysklad: first sync ${first.seconds.toFixed(1)} s`, afterFirst);
    const second = await measureFullSync({ database, app, fake, start: () => fullResync(app, admin) });
    const afterSecond = await written(database);
    console.log(`[bench] moysklad: second sync ${second.seconds.toFixed(1)} s`);
    const mapping = (await connection(app, admin)).mapping!;
    const viewer = await stockViewer(database, app, mapping);
    const webhook = await stockRounds(database, { app, fake, viewer, first: 0, pause: () => 2000 });
    await app.stop();
    fake.account.autoDeliver = false;
    app = await startMsApp({ databaseUrl, fake, pollSeconds: POLL_SECONDS });
    const poll = await stockRounds(database, {
      app,
      fake,
      viewer,
      first: ROUNDS,
      pause: (i) => POLL_PAUSES_MS[i]!,
    });
    return moyskladReport({
      load,
      machine: machineLine(),
      date: today(),
      account: fake.account,
      generatedS,
      first,
      second,
      afterFirst,
      afterSecond,
      webhook: { median: median(webhook), all: webhook },
      poll: { median: median(poll), all: poll },
      latencyMs: LATENCY_MS,
      pollSeconds: POLL_SECONDS,
      pollPausesMs: POLL_PAUSES_MS,
    });
  } finally {
    await app.stop();
    await database.close();
    await fake.close();
    await dropDatabase(databaseUrl);
  }
}
