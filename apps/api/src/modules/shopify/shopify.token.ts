import type { TextLanguage } from '@kits/contract';
import { type Config, shopifyTokenKeyFile } from '../../config';
import { AppError } from '../../lib/app-error';
import { keyFromFile, openSecret, parseSecretKey, sealSecret } from '../../lib/secret-box';
import { createShopifyClient, type ShopifyClient } from './shopify.client';
import { shopifyMessage } from './shopify.messages';

/**
 * The access tokens of connected shops, sealed in the database (docs/rules.md#shopify-account):
 * the key is SHOPIFY_TOKEN_KEY, else (outside production) the one generated into
 * DATA_DIR/secrets/shopify-token.key; in production without it there is no key (503).
 */

type KeyConfig = Pick<Config, 'NODE_ENV' | 'DATA_DIR' | 'SHOPIFY_TOKEN_KEY'>;
const keys = new Map<string, Buffer | null>();

/** The sealing key of `config` (read once per process), or null in production without SHOPIFY_TOKEN_KEY. */
export function shopifyTokenKey(config: KeyConfig): Buffer | null {
  const id = `${config.NODE_ENV}|${config.SHOPIFY_TOKEN_KEY ?? ''}|${config.DATA_DIR}`;
  if (!keys.has(id)) {
    keys.set(
      id,
      config.SHOPIFY_TOKEN_KEY
        ? parseSecretKey(config.SHOPIFY_TOKEN_KEY)
        : config.NODE_ENV === 'production'
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
