import { type Config, shopifyTokenKeyFile } from '../config';
import { keyFromFile, parseSecretKey, sealSecret } from '../lib/secret-box';

/**
 * The access tokens of the channels (connected Shopify shops, the МойСклад account), sealed in the
 * database (docs/rules.md#shopify-account, docs/moysklad.md):
 * the key is SHOPIFY_TOKEN_KEY, else the one generated into DATA_DIR/secrets/shopify-token.key —
 * outside production, and in production with the embedded database, whose files live in the same
 * DATA_DIR (a key from the environment would protect nothing a copy of DATA_DIR does not already
 * hold). In production on PostgreSQL (DATABASE_URL) without it there is no key (503): a database
 * dump alone must never open the tokens.
 */

export type KeyConfig = Pick<Config, 'NODE_ENV' | 'DATA_DIR' | 'SHOPIFY_TOKEN_KEY'> &
  Partial<Pick<Config, 'DATABASE_URL'>>;

/** True when the key must come from SHOPIFY_TOKEN_KEY: production on PostgreSQL. */
export const tokenKeyFromEnvOnly = (config: Pick<KeyConfig, 'NODE_ENV' | 'DATABASE_URL'>) =>
  config.NODE_ENV === 'production' && !!config.DATABASE_URL;
const keys = new Map<string, Buffer | null>();

/** The sealing key of `config` (read once per process), or null in production on PostgreSQL without SHOPIFY_TOKEN_KEY. */
export function channelTokenKey(config: KeyConfig): Buffer | null {
  const id = `${config.NODE_ENV}|${config.SHOPIFY_TOKEN_KEY ?? ''}|${config.DATA_DIR}|${config.DATABASE_URL ?? ''}`;
  if (!keys.has(id)) {
    keys.set(
      id,
      config.SHOPIFY_TOKEN_KEY
        ? parseSecretKey(config.SHOPIFY_TOKEN_KEY)
        : tokenKeyFromEnvOnly(config)
          ? null
          : keyFromFile(shopifyTokenKeyFile(config)),
    );
  }
  return keys.get(id)!;
}

/** `token` sealed with the channels' key (a new IV each time). */
export const sealToken = (key: Buffer, token: string) => sealSecret(key, token);
