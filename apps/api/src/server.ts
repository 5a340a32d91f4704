import cluster from 'node:cluster';
import { runPrimary } from './cluster';
import { type Config, loadConfig, startupWarnings } from './config';
import { type Database, openConfiguredDatabase } from './db/client';
import { demoPasswordRefusal, seedIfEmpty } from './db/seed';
import { keepHeapNearLive } from './lib/heap';

const say = (text: string) => process.stdout.write(`[start] ${text}\n`);

/**
 * Starts the server: config, database with migrations, demo data when empty, then either listens
 * itself or, with WEB_CONCURRENCY above 1, forks that many worker processes sharing the port
 * (docs/rules.md#web-concurrency); each worker opens the already migrated database and listens.
 */
async function main() {
  keepHeapNearLive();
  const config = loadConfig();
  // A process that serves loads the app's modules while its database opens (PGlite compiles its
  // wasm on other threads, PostgreSQL answers over the network); a WEB_CONCURRENCY primary never does.
  const appModule = cluster.isWorker || config.WEB_CONCURRENCY === 1 ? import('./app') : null;
  if (cluster.isWorker)
    return serve(config, await openConfiguredDatabase(config, undefined, { migrate: false }), appModule!);
  for (const warning of startupWarnings(config)) process.stderr.write(`[start] warning: ${warning}\n`);
  const database = await openConfiguredDatabase(config, say);
  const refusal = await demoPasswordRefusal({ db: database.db, config });
  if (refusal) {
    process.stderr.write(`[start] ${refusal}\n`);
    await database.close();
    process.exit(1);
  }
  const seeded = config.SEED === 'demo' ? await seedIfEmpty({ db: database.db, config, log: say }) : null;
  if (appModule) return serve(config, database, appModule);
  // The primary keeps its connection only while first-start pictures still render in the background.
  const primaryDone = (seeded?.imagesDone ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => database.close());
  runPrimary({
    workers: config.WEB_CONCURRENCY,
    say,
    onServing: () => sayServing(config),
    onStopped: () => primaryDone,
  });
}

/** Builds the app on `database`, listens on PORT, and stops gracefully on SIGINT or SIGTERM. */
async function serve(config: Config, database: Database, appModule: Promise<typeof import('./app')>) {
  const { buildApp } = await appModule;
  const app = await buildApp({ config, database });
  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.PORT, host: config.HOST });
  if (cluster.isPrimary) sayServing(config);
}

function sayServing(config: Config) {
  say(`serving: http://localhost:${config.PORT} (Russian) and http://127.0.0.1:${config.PORT} (English)`);
  if (config.SEED === 'demo')
    say(
      'demo logins (password demo12345): admin, manager, shop, franchise, dropship, viewer; English version also plshop, rsshop',
    );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
