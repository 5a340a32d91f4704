import { buildApp } from './app';
import { loadConfig, startupWarnings } from './config';
import { openConfiguredDatabase } from './db/client';
import { seedIfEmpty } from './db/seed';

/** Starts the server: config, database with migrations, demo data when empty, listen, graceful stop. */
async function main() {
  const config = loadConfig();
  const say = (text: string) => process.stdout.write(`[start] ${text}\n`);
  for (const warning of startupWarnings(config)) process.stderr.write(`[start] warning: ${warning}\n`);
  const database = await openConfiguredDatabase(config, say);
  if (config.SEED === 'demo') await seedIfEmpty({ db: database.db, config, log: say });
  const app = await buildApp({ config, database });
  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.PORT, host: config.HOST });
  say(`serving: http://localhost:${config.PORT} (Russian) and http://127.0.0.1:${config.PORT} (English)`);
  say('demo logins (password demo12345): admin, manager, shop, franchise, dropship, viewer');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
