import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerMediaStatic } from './catalogue/catalog/media-static';
import { type Config, mediaDir } from './config';
import { integrationKeysPlugin } from './customers/integration-keys';
import type { Database, Db } from './db/client';
import { cleanupJobHandler, cleanupPeriodicJob, JobRunner, type JobRunnerOptions } from './jobs';
import { redactingLogger } from './lib/log-redaction';
import { type Mailer, mailerFromConfig } from './lib/mailer';
import { closeParsePool } from './lib/parse-pool';
import { createRateLimiter, type RateLimiter } from './lib/rate-limit';
import { createTokenService } from './lib/tokens';
import { mailSendJobHandler, mailSendPeriodicJob } from './mail';
import { authPlugin } from './plugins/auth';
import { registerErrorHandler } from './plugins/errors';
import { registerHealth } from './plugins/health';
import { registerLenientJson } from './plugins/json-body';
import { localizationPlugin } from './plugins/localization';
import { registerMetrics } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { JSON_BODY_LIMIT, registerRequestLimits, serverTimeouts } from './plugins/request-limits';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSpa } from './plugins/spa';
import { registerTextGuard } from './plugins/text-guard';
import {
  signedInWingRoutes,
  wingJobHandlers,
  wingPeriodicJobs,
  wingRetentionRules,
  wingRoutes,
  wingWarmUps,
} from './wings';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** Fixed-window counters (login failures, registration): Redis with REDIS_URL, else PostgreSQL. */
    rateLimiter: RateLimiter;
    /** Sends e-mails (the outbox's `mail.send` job); null without SMTP_URL (docs/rules.md#mail-outbox). */
    mailer: Mailer | null;
    /** The process's one background job runner (docs/rules.md#jobs). */
    jobs: JobRunner;
  }
}

/**
 * `mailer`: instead of the one SMTP_URL makes (tests pass a jsonTransport one; null: none).
 * `logStream`: where the log goes instead of stdout (tests read what was logged).
 * `jobs`: the job runner's timings (poll, lease, back-off…), or `'manual'`: not started, the
 * caller drives it with `app.jobs.runDue()` (API tests).
 * `warmUp`: with a started runner, read the wings' warm-ups (the catalogue snapshot) when ready and
 * hold the runner's claims until they end (default true; tests pass false: they read the snapshot
 * when they first ask, and their runner takes jobs at once).
 */
export type BuildAppOptions = {
  config: Config;
  database: Database;
  logger?: boolean;
  mailer?: Mailer | null;
  logStream?: NodeJS.WritableStream;
  jobs?: 'manual' | Omit<JobRunnerOptions, 'db' | 'config' | 'handlers' | 'periodic' | 'log'>;
  warmUp?: boolean;
};

/**
 * The whole app as one Fastify instance: plugins, the API under /api/v0 and the SPA at /.
 * Tests build the same app on their own database.
 */
export async function buildApp({
  config,
  database,
  logger = true,
  mailer = mailerFromConfig(config),
  logStream,
  jobs = {},
  warmUp = true,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? { ...redactingLogger(config.LOG_LEVEL), ...(logStream ? { stream: logStream } : {}) }
      : false,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: JSON_BODY_LIMIT,
    // Headers, request, idle and keep-alive deadlines (docs/security.md#request-limits).
    ...serverTimeouts(config),
    // Plugins that read files (swagger-ui) share libuv's worker threads with background work
    // (the demo pictures right after a first start): give them more than avvio's 10 s.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('config', config);
  const rateLimiter = createRateLimiter({ db: database.db, redisUrl: config.REDIS_URL });
  app.decorate('rateLimiter', rateLimiter);
  app.addHook('onClose', () => rateLimiter.close());
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer?.close());
  registerErrorHandler(app);
  registerLenientJson(app);
  await registerSecurityHeaders(app);
  registerTextGuard(app);

  await app.register(localizationPlugin, { ruHost: config.APP_HOST_RU });
  // Before the token is looked at: a body too large or too many at once is refused unread.
  registerRequestLimits(app, config);
  app.addHook('onClose', () => closeParsePool());
  const tokens = await createTokenService({
    db: database.db,
    secret: config.AUTH_SECRET,
    ttlSeconds: config.TOKEN_TTL_SECONDS,
  });
  await app.register(authPlugin, { db: database.db, tokens, clientToken: config.API_CLIENT_TOKEN });
  await app.register(integrationKeysPlugin);
  await registerOpenApi(app);
  // Before the routes: its onResponse hook times every one of them.
  await registerMetrics(app, database);
  await app.register(
    async (api) => {
      for (const routes of wingRoutes) await api.register(routes);
      await api.register(async (signedIn) => {
        signedIn.addHook('preHandler', app.requireAuth);
        for (const routes of signedInWingRoutes) await signedIn.register(routes);
      });
    },
    { prefix: '/api/v0' },
  );
  await registerHealth(app);
  await registerMediaStatic(app, mediaDir(config));
  await registerSpa(app, config.WEB_DIST);
  const runner = new JobRunner({
    leaseMs: config.JOB_LEASE_SECONDS * 1000,
    heartbeatMs: Math.max(100, Math.round((config.JOB_LEASE_SECONDS * 1000) / 3)),
    ...(jobs === 'manual' ? {} : jobs),
    db: database.db,
    config,
    handlers: [cleanupJobHandler(wingRetentionRules), mailSendJobHandler, ...wingJobHandlers],
    periodic: [cleanupPeriodicJob, mailSendPeriodicJob, ...wingPeriodicJobs],
    mailer,
    log: app.log,
  });
  app.decorate('jobs', runner);
  app.addHook('onClose', () => runner.close());
  if (jobs !== 'manual')
    app.addHook('onReady', async () => {
      // A serving process reads its wings' warm-ups (the catalogue snapshot) at once, in the
      // background, and takes background jobs after them, so a job due at a restart (a whole
      // network's recommendations) does not compete with its first readers.
      if (!warmUp) return runner.start();
      const warmed = Promise.all(wingWarmUps.map((warmUp) => warmUp(database.db))).catch((err) =>
        app.log.warn({ err }, 'warm-up failed'),
      );
      runner.start({ holdClaimsUntil: warmed });
    });
  return app;
}
