import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, type Db, openDatabase } from '../db/client';
import { type Mailer, mailerFromConfig } from '../lib/mailer';
import { type CallOptions, type CallResult, httpClient } from './http-client';
import { PGLITE_TEMPLATE, TEST_TMP } from './paths';
import { createPgDatabase, dropPgDatabase } from './postgres-databases';

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** Base URL of the Russian version (host localhost). */
  ruUrl: string;
  /** Base URL of the English version (host 127.0.0.1). */
  enUrl: string;
  /** Real HTTP call: `call('POST', '/api/v0/auth/login', { body })`. JSON bodies parsed when JSON. */
  call: (method: string, path: string, options?: CallOptions) => Promise<CallResult>;
  close: () => Promise<void>;
};
export type { CallOptions, CallResult } from './http-client';

/** A database of its own for one test file: PGlite from the template, or a copy of the PostgreSQL template when TEST_DB=postgres. */
async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB === 'postgres') {
    const { name, url } = await createPgDatabase('kits_test');
    const database = await openDatabase({ databaseUrl: url, poolSize: 10, migrate: false });
    return {
      ...database,
      close: async () => {
        await database.close();
        await dropPgDatabase(name);
      },
    };
  }
  const blob = new Blob([readFileSync(PGLITE_TEMPLATE)]);
  return openDatabase({ dataDir: 'memory://', loadDataDir: blob, migrate: false });
}

/**
 * Builds the real app on a fresh database and listens on a free port, so tests go through HTTP.
 * `env` overrides configuration (e.g. API_CLIENT_TOKEN, or SMTP_URL of `startSmtpServer()`);
 * `mailer` replaces the SMTP one (none by default: `createMailer({ transport: { jsonTransport: true }, from })` sends nothing and answers
 * each e-mail as JSON); `logStream` turns the log on (LOG_LEVEL of `env`) and receives it. `jobs`:
 * the job runner is not started unless given timings here (default 'manual': the test drives it
 * with `app.jobs.runDue()`).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { mailer?: Mailer | null; jobs?: BuildAppOptions['jobs']; logStream?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  const dataDir = path.join(TEST_TMP, `data-${process.pid}-${randomBytes(4).toString('hex')}`);
  mkdirSync(dataDir, { recursive: true });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_HOST_RU: 'localhost',
    LOG_LEVEL: 'silent',
    // Tests vary the client IP through X-Forwarded-For.
    TRUST_PROXY: 'true',
    WEB_DIST: path.join(TEST_TMP, 'no-web'),
    // No test reaches a real Shopify: unless a test points it at its fake, shops are a closed port.
    SHOPIFY_ADMIN_URL: 'http://127.0.0.1:9/{shop}/graphql.json',
    // Nor a real МойСклад: a closed port unless a test points it at its fake.
    MOYSKLAD_API_URL: 'http://127.0.0.1:9/api/remap/1.2',
    ...env,
  });
  const database = await openTestDatabase();
  const app = await buildApp({
    config,
    database,
    logger: !!options.logStream,
    logStream: options.logStream,
    // Given, else SMTP_URL's (a test's own SMTP server: test/smtp-server.ts), else none.
    mailer: options.mailer !== undefined ? options.mailer : mailerFromConfig(config),
    jobs: options.jobs ?? 'manual',
    warmUp: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const ruUrl = `http://localhost:${port}`;
  const enUrl = `http://127.0.0.1:${port}`;

  const call = httpClient({ ru: ruUrl, en: enUrl });

  return {
    app,
    db: database.db,
    config,
    ruUrl,
    enUrl,
    call,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
