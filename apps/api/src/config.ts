import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod/mini';

/**
 * The apps/api folder. This file (src/config.ts) and the built bundle (dist/server.mjs, which
 * contains it) both sit one folder below it, so the paths below hold in sources and bundle alike.
 */
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(apiDir, '../..');
/** The SQL migrations, read from the sources by both drivers' migrators (never bundled). */
export const migrationsFolder = path.join(apiDir, 'src/db/migrations');

/**
 * zod/mini has no messages of its own (every issue reads "Invalid input"): the server speaks zod's
 * English, as the field messages of its 400 and 422 answers and the configuration errors below
 * always did. Set once per process here, the module every entry (server, CLIs, test app) loads.
 */
z.config(z.locales.en());

/** Environment variables, parsed once; README §Configuration lists them. */
const EnvSchema = z
  .object({
    NODE_ENV: z._default(z.enum(['development', 'production', 'test']), 'development'),
    PORT: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(65535)), 3000),
    HOST: z._default(z.string(), '127.0.0.1'),
    /** PGlite files and media live here when DATABASE_URL is unset. */
    DATA_DIR: z._default(z.string(), path.join(repoRoot, 'data')),
    /** postgres://… to use a PostgreSQL server instead of the embedded PGlite. */
    DATABASE_URL: z.optional(z.url()),
    /**
     * demo: load the demo data set into an empty database; none: start empty. Default: none in
     * production (NODE_ENV=production), demo otherwise (`loadConfig`; `npm start` sets demo).
     */
    SEED: z._default(z.enum(['demo', 'none']), 'demo'),
    /** Host of the Russian version (docs/rules.md#version-by-host); any other host is the English version. */
    APP_HOST_RU: z._default(z.string(), 'localhost'),
    /** When set, every API call must carry X-Client-Token with this value. */
    API_CLIENT_TOKEN: z.optional(z.string().check(z.minLength(1))),
    /** HMAC secret for bearer tokens; when unset one is generated and kept in the database. */
    AUTH_SECRET: z.optional(z.string().check(z.minLength(32))),
    TOKEN_TTL_SECONDS: z._default(z.coerce.number().check(z.int(), z.positive()), 7 * 24 * 3600),
    /** Rate-limit counters in Redis instead of PostgreSQL. */
    REDIS_URL: z.optional(z.url()),
    /**
     * SMTP server for e-mails (set-password links, docs/rules.md#password-link), e.g.
     * smtp://user:pass@mail.example.com:587; unset: no e-mail, staff pass the links on themselves.
     */
    SMTP_URL: z.optional(z.url()),
    /** From address of the app's e-mails. */
    MAIL_FROM: z._default(z.string().check(z.minLength(3)), 'noreply@localhost'),
    /**
     * The staff's address (docs/rules.md#mail-outbox): new orders and registration requests are
     * e-mailed there too; unset: staff get no e-mail (the messages stay in the outbox as unsent).
     * STAFF_EMAIL is read as the same setting.
     */
    MAIL_STAFF_TO: z.optional(z.email()),
    /** Trust X-Forwarded-For (only behind a proxy that overwrites it; rate limits use the client IP). */
    TRUST_PROXY: z.pipe(
      z._default(z.enum(['true', 'false', '1', '0']), 'false'),
      z.transform((v) => v === 'true' || v === '1'),
    ),
    LOG_LEVEL: z._default(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
    /** Built SPA served at /. */
    WEB_DIST: z._default(z.string(), path.join(repoRoot, 'apps/web/dist')),
    /** Supplier requisites printed on invoices. */
    SUPPLIER_NAME: z._default(z.string(), 'ООО «Хобби Опт»'),
    SUPPLIER_INN: z._default(z.string(), '7701234567'),
    SUPPLIER_KPP: z._default(z.string(), '770101001'),
    SUPPLIER_ADDRESS: z._default(z.string(), '125009, г. Москва, ул. Тверская, д. 7, офис 12'),
    SUPPLIER_BANK: z._default(z.string(), 'ПАО «Сбербанк», г. Москва'),
    SUPPLIER_BIK: z._default(z.string(), '044525225'),
    SUPPLIER_ACCOUNT: z._default(z.string(), '40702810938000012345'),
    SUPPLIER_CORR_ACCOUNT: z._default(z.string(), '30101810400000000225'),
    /** VAT rate in percent, included in prices. */
    VAT_RATE: z._default(z.coerce.number().check(z.minimum(0), z.maximum(100)), 20),
    /**
     * Key sealing connected shops' access tokens (lib/secret-box.ts, AES-256-GCM): 32 bytes as 64 hex
     * characters or base64. Unset: generated once into DATA_DIR/secrets/shopify-token.key outside
     * production; in production connecting a shop answers 503.
     */
    SHOPIFY_TOKEN_KEY: z.optional(z.string()).check(
      z.refine(
        (v) =>
          v === undefined || /^[0-9a-fA-F]{64}$/.test(v.trim()) || /^[A-Za-z0-9+/_-]{43}=?$/.test(v.trim()),
        {
          message: 'must be 32 bytes: 64 hex characters or 44 base64 characters',
        },
      ),
    ),
    /**
     * Shopify Admin GraphQL endpoint as a template with `{shop}` (the shop's domain), for a fake shop
     * or a proxy, e.g. http://127.0.0.1:4010/{shop}/graphql.json. Unset: https://{shop}/admin/api/<version>/graphql.json.
     */
    SHOPIFY_ADMIN_URL: z.optional(
      z.string().check(
        z.url(),
        z.refine((v) => v.includes('{shop}'), { message: 'must contain {shop}' }),
      ),
    ),
    /**
     * The МойСклад JSON API root (docs/moysklad.md), for the fake МойСклад of the tests and demos
     * (`npm run moysklad:fake` prints its root) or a proxy; unset: the public endpoint.
     */
    MOYSKLAD_API_URL: z._default(z.url(), 'https://api.moysklad.ru/api/remap/1.2'),
    /** Seconds between the incremental stock and sales runs (the poll; webhooks come sooner). */
    MOYSKLAD_POLL_SECONDS: z._default(z.coerce.number().check(z.int(), z.minimum(5), z.maximum(3600)), 60),
    /**
     * Calls per minute one integration key may make to /api/v0/integration (docs/integration-api.md#limits);
     * past it 429 with Retry-After.
     */
    INTEGRATION_RATE_LIMIT: z._default(
      z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)),
      120,
    ),
    /**
     * Host names (or IP addresses) an outbound request (a feed URL, an imported picture, a redirect,
     * a shop or stock system's file) may reach although they resolve to a loopback, private or other
     * non-public address (docs/security.md#outbound), comma separated; unset: only public addresses.
     * The configured vendor endpoints (MOYSKLAD_API_URL, SHOPIFY_ADMIN_URL) need no entry.
     */
    OUTBOUND_ALLOWED_HOSTS: z.optional(z.string()),
    /** The older name of OUTBOUND_ALLOWED_HOSTS (feed URLs only then); both lists are joined. */
    FEED_ALLOWED_HOSTS: z.optional(z.string()),
    /**
     * The app's public origin (https://b2b.example.com): every link in an e-mail or an API answer
     * (set-password links, order links; lib/public-url.ts, docs/rules.md#public-url), the absolute
     * picture links sent to shops and written into Shopify CSVs, МойСклад's webhooks. Required in
     * production when SMTP_URL is set; elsewhere unset: http://<APP_HOST_RU>:<PORT>.
     */
    PUBLIC_URL: z.optional(z.url({ protocol: /^https?$/ })),
    /**
     * The Russian and the English version's public origins, when each has a host of its own
     * (docs/rules.md#public-url); unset: PUBLIC_URL (outside production without it:
     * http://<APP_HOST_RU>:<PORT> and http://127.0.0.1:<PORT>).
     */
    PUBLIC_URL_RU: z.optional(z.url({ protocol: /^https?$/ })),
    PUBLIC_URL_EN: z.optional(z.url({ protocol: /^https?$/ })),
    /**
     * Server processes sharing the port (node:cluster, docs/rules.md#web-concurrency); above 1 only
     * with DATABASE_URL: the embedded PGlite is one process's.
     */
    WEB_CONCURRENCY: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(64)), 1),
    /**
     * Memory per process for catalogue answers kept for reuse (docs/rules.md#catalogue-answers), in
     * MiB; 0 turns the cache off (every answer computed).
     */
    CATALOG_CACHE_MB: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(4096)), 64),
    /**
     * Turns on Prometheus metrics at /metrics for scrapers sending `Authorization: Bearer <token>`
     * (docs/operations.md#health-and-metrics), 16+ characters; unset: /metrics answers 404.
     */
    METRICS_TOKEN: z.optional(z.string().check(z.minLength(16))),
    /**
     * How long a background job's claim lasts without a heartbeat, in seconds (docs/rules.md#jobs):
     * a job whose process was killed is taken over by another process, or the restarted one, after
     * this. Heartbeats come every third of it.
     */
    JOB_LEASE_SECONDS: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(3600)), 30),
    /**
     * Days the audit log keeps a row before the hourly cleanup deletes it
     * (docs/operations.md#data-retention); 0 keeps every row for ever.
     */
    AUDIT_RETENTION_DAYS: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(36_500)), 1095),
    /**
     * Seconds a client has to send a request's headers (docs/security.md#request-limits); past it
     * 408 and the connection is closed.
     */
    HEADERS_TIMEOUT_SECONDS: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(600)), 20),
    /**
     * Seconds a client has to send a whole request, an upload's body included: 600 lets a 50 MB
     * catalogue feed through a link of 0.7 Mbit/s (docs/security.md#request-limits).
     */
    REQUEST_TIMEOUT_SECONDS: z._default(
      z.coerce.number().check(z.int(), z.minimum(1), z.maximum(86_400)),
      600,
    ),
    /**
     * Seconds a client has to send the body of a route that takes no file (a JSON body of at most
     * 1 MB); past it 408 and the connection is closed (docs/security.md#request-limits).
     */
    BODY_TIMEOUT_SECONDS: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(3600)), 30),
    /**
     * Slow request bodies (still arriving 1 s after their headers) one client address may be
     * sending at once; past it 429 at once
     * (docs/security.md#request-limits).
     */
    BODIES_PER_ADDRESS: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 16),
  })
  .check(
    z.refine(
      (env) =>
        env.NODE_ENV !== 'production' ||
        !env.SMTP_URL ||
        env.PUBLIC_URL !== undefined ||
        (env.PUBLIC_URL_RU !== undefined && env.PUBLIC_URL_EN !== undefined),
      {
        path: ['PUBLIC_URL'],
        message:
          'required in production when SMTP_URL is set: links in e-mails are built from it, never from the request (e.g. PUBLIC_URL=https://b2b.example.com)',
      },
    ),
    z.refine((env) => env.HEADERS_TIMEOUT_SECONDS <= env.REQUEST_TIMEOUT_SECONDS, {
      path: ['HEADERS_TIMEOUT_SECONDS'],
      message: 'must not be above REQUEST_TIMEOUT_SECONDS',
    }),
    z.refine((env) => env.WEB_CONCURRENCY === 1 || env.DATABASE_URL !== undefined, {
      path: ['WEB_CONCURRENCY'],
      message:
        'above 1 needs DATABASE_URL: the embedded PGlite database can be opened by one process only (run one process, or use PostgreSQL)',
    }),
  );
export type Config = z.infer<typeof EnvSchema>;

/** Parses `env`, failing with the full list of bad variables. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // SEED's default follows NODE_ENV: a production start begins empty (docs/operations.md#first-start);
  // the try-out `npm start` passes SEED=demo itself. STAFF_EMAIL is another name for MAIL_STAFF_TO
  // (README §Configuration).
  const seed = env.SEED ?? (env.NODE_ENV === 'production' ? 'none' : 'demo');
  const staff = env.MAIL_STAFF_TO === undefined && env.STAFF_EMAIL ? { MAIL_STAFF_TO: env.STAFF_EMAIL } : {};
  const parsed = EnvSchema.safeParse({ ...env, SEED: seed, ...staff });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Bad configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

export const mediaDir = (config: Pick<Config, 'DATA_DIR'>) => path.join(config.DATA_DIR, 'media');
/** Where the zip of main pictures is kept between downloads (docs/rules.md#download-media). */
export const mediaZipCacheDir = (config: Pick<Config, 'DATA_DIR'>) =>
  path.join(config.DATA_DIR, 'cache', 'media-zip');
/** Where the generated Shopify token key lives when SHOPIFY_TOKEN_KEY is unset (outside production, or with the embedded database). */
export const shopifyTokenKeyFile = (config: Pick<Config, 'DATA_DIR'>) =>
  path.join(config.DATA_DIR, 'secrets', 'shopify-token.key');
export { repoRoot };

/**
 * What an operator should hear at start (docs/security.md#production): in production without
 * `AUTH_SECRET`, tokens are signed with a secret generated and kept in the database, so read access
 * to the database is enough to sign an admin's token.
 */
export function startupWarnings(
  config: Pick<Config, 'NODE_ENV' | 'AUTH_SECRET'> &
    Partial<Pick<Config, 'SHOPIFY_TOKEN_KEY' | 'DATABASE_URL'>>,
): string[] {
  const warnings: string[] = [];
  if (config.NODE_ENV === 'production' && !config.AUTH_SECRET) {
    warnings.push(
      'AUTH_SECRET is not set: tokens are signed with the secret generated into the database (app_settings), so anyone who can read the database can sign tokens. Set AUTH_SECRET (32+ random characters) in production.',
    );
  }
  if (config.NODE_ENV === 'production' && config.DATABASE_URL && !config.SHOPIFY_TOKEN_KEY) {
    warnings.push(
      'SHOPIFY_TOKEN_KEY is not set: on PostgreSQL in production connecting a Shopify shop answers 503 (its access token could not be stored sealed). Set SHOPIFY_TOKEN_KEY to 32 random bytes (`openssl rand -hex 32`).',
    );
  }
  return warnings;
}
