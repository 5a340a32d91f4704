import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The apps/api folder. This file (src/config.ts) and the built bundle (dist/server.mjs, which
 * contains it) both sit one folder below it, so the paths below hold in sources and bundle alike.
 */
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(apiDir, '../..');
/** The SQL migrations, read from the sources by both drivers' migrators (never bundled). */
export const migrationsFolder = path.join(apiDir, 'src/db/migrations');

/** Environment variables, parsed once; README §Configuration lists them. */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('127.0.0.1'),
    /** PGlite files and media live here when DATABASE_URL is unset. */
    DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
    /** postgres://… to use a PostgreSQL server instead of the embedded PGlite. */
    DATABASE_URL: z.string().url().optional(),
    /** demo (default): load the demo data set into an empty database; none: start empty. */
    SEED: z.enum(['demo', 'none']).default('demo'),
    /** Host of the Russian version (docs/rules.md#version-by-host); any other host is the English version. */
    APP_HOST_RU: z.string().default('localhost'),
    /** When set, every API call must carry X-Client-Token with this value. */
    API_CLIENT_TOKEN: z.string().min(1).optional(),
    /** HMAC secret for bearer tokens; when unset one is generated and kept in the database. */
    AUTH_SECRET: z.string().min(32).optional(),
    TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(7 * 24 * 3600),
    /** Rate-limit counters in Redis instead of PostgreSQL. */
    REDIS_URL: z.string().url().optional(),
    /**
     * SMTP server for e-mails (set-password links, docs/rules.md#password-link), e.g.
     * smtp://user:pass@mail.example.com:587; unset: no e-mail, staff pass the links on themselves.
     */
    SMTP_URL: z.string().url().optional(),
    /** From address of the app's e-mails. */
    MAIL_FROM: z.string().min(3).default('noreply@localhost'),
    /** Trust X-Forwarded-For (only behind a proxy that overwrites it; rate limits use the client IP). */
    TRUST_PROXY: z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Built SPA served at /. */
    WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
    /** Supplier requisites printed on invoices. */
    SUPPLIER_NAME: z.string().default('ООО «Хобби Опт»'),
    SUPPLIER_INN: z.string().default('7701234567'),
    SUPPLIER_KPP: z.string().default('770101001'),
    SUPPLIER_ADDRESS: z.string().default('125009, г. Москва, ул. Тверская, д. 7, офис 12'),
    SUPPLIER_BANK: z.string().default('ПАО «Сбербанк», г. Москва'),
    SUPPLIER_BIK: z.string().default('044525225'),
    SUPPLIER_ACCOUNT: z.string().default('40702810938000012345'),
    SUPPLIER_CORR_ACCOUNT: z.string().default('30101810400000000225'),
    /** VAT rate in percent, included in prices. */
    VAT_RATE: z.coerce.number().min(0).max(100).default(20),
    /**
     * Key sealing connected shops' access tokens (lib/secret-box.ts, AES-256-GCM): 32 bytes as 64 hex
     * characters or base64. Unset: generated once into DATA_DIR/secrets/shopify-token.key outside
     * production; in production connecting a shop answers 503.
     */
    SHOPIFY_TOKEN_KEY: z
      .string()
      .optional()
      .refine(
        (v) =>
          v === undefined || /^[0-9a-fA-F]{64}$/.test(v.trim()) || /^[A-Za-z0-9+/_-]{43}=?$/.test(v.trim()),
        {
          message: 'must be 32 bytes: 64 hex characters or 44 base64 characters',
        },
      ),
    /**
     * Shopify Admin GraphQL endpoint as a template with `{shop}` (the shop's domain), for a fake shop
     * or a proxy, e.g. http://127.0.0.1:4010/{shop}/graphql.json. Unset: https://{shop}/admin/api/<version>/graphql.json.
     */
    SHOPIFY_ADMIN_URL: z
      .string()
      .url()
      .refine((v) => v.includes('{shop}'), { message: 'must contain {shop}' })
      .optional(),
    /**
     * The app's public origin (https://b2b.example.com), for absolute picture links sent to shops and
     * written into Shopify CSVs; unset: the origin the request came to.
     */
    PUBLIC_URL: z.string().url().optional(),
    /**
     * Server processes sharing the port (node:cluster, docs/rules.md#web-concurrency); above 1 only
     * with DATABASE_URL: the embedded PGlite is one process's.
     */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    /**
     * Memory per process for catalogue answers kept for reuse (docs/rules.md#catalogue-answers), in
     * MiB; 0 turns the cache off (every answer computed).
     */
    CATALOG_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  })
  .refine((env) => env.WEB_CONCURRENCY === 1 || env.DATABASE_URL !== undefined, {
    path: ['WEB_CONCURRENCY'],
    message:
      'above 1 needs DATABASE_URL: the embedded PGlite database can be opened by one process only (run one process, or use PostgreSQL)',
  });
export type Config = z.infer<typeof EnvSchema>;

/** Parses `env`, failing with the full list of bad variables. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Bad configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

export const mediaDir = (config: Pick<Config, 'DATA_DIR'>) => path.join(config.DATA_DIR, 'media');
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
