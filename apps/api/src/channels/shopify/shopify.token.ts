import type { TextLanguage } from '@kits/contract';
import { type Config, shopifyTokenKeyFile } from '../../config';
import { AppError } from '../../lib/app-error';
import { keyFromFile, openSecret, parseSecretKey, sealSecret } from '../../lib/secret-box';
import { createShopifyClient, type ShopifyClient } from './shopify.client';
import { shopifyMessage } from './shopify.messages';

/**
 * The access tokens of connected shops, sealed in the database (docs/rules.md#shopify-account):
 * the key is SHOPIFY_TOKEN_KEY, else the one generated into DATA_DIR/secrets/shopify-token.key —
 * outside production, and in production with the embedded database, whose files live in the same
 * DATA_DIR (a key from the environment would protect nothing a copy of DATA_DIR does not already
 * hold). In production on PostgreSQL (DATABASE_URL) without it there is no key (503): a database
 * dump alone must never open the tokens.
 */

type KeyConfig = Pick<Config, 'NODE_ENV' | 'DATA_DIR' | 'SHOPIFY_TOKEN_KEY'> &
  Partial<Pick<Config, 'DATABASE_URL'>>;

/** True when the key must come from SHOPIFY_TOKEN_KEY: production on PostgreSQL. */
export const tokenKeyFromEnvOnly = (config: Pick<KeyConfig, 'NODE_ENV' | 'DATABASE_URL'>) =>
  config.NODE_ENV === 'production' && !!config.DATABASE_URL;
const keys = new Map<string, Buffer | null>();

/** The sealing key of `config` (read once per process), or null in production on PostgreSQL without SHOPIFY_TOKEN_KEY. */
export function shopifyTokenKey(config: KeyConfig): Buffer | null {
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

/** The key, or SERVICE_UNAVAILABLE (503) saying connecting shops is not set up. */
export function requireTokenKey(config: KeyConfig, lang: TextLanguage): Buffer {
  const key = shopifyTokenKey(config);
  if (!key) throw new AppError('SERVICE_UNAVAILABLE', { message: shopifyMessage(lang, 'keyMissing') });
  return key;
}

export const sealToken = (key: Buffer, token: string) => sealSecret(key, token);

/**
 * A client of the account's shop with its opened token.
 * @throws SecretBoxError when the token does not open (another key); SERVICE_UNAVAILABLE without a key.
 */
export function accountClient(
  config: KeyConfig & Pick<Config, 'SHOPIFY_ADMIN_URL'>,
  account: { shop_domain: string; token_sealed: string },
  options: { lang?: TextLanguage; signal?: AbortSignal } = {},
): ShopifyClient {
  const key = requireTokenKey(config, options.lang ?? 'en');
  return createShopifyClient({
    shop: account.shop_domain,
    token: openSecret(key, account.token_sealed),
    adminUrl: config.SHOPIFY_ADMIN_URL,
    signal: options.signal,
  });
}
