import type { TextLanguage } from '@kits/contract';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { outboundPolicy } from '../../lib/outbound';
import { openSecret } from '../../lib/secret-box';
import { channelTokenKey, type KeyConfig } from '../token-key';
import { createShopifyClient, type ShopifyClient } from './shopify.client';
import { shopifyMessage } from './shopify.messages';

export { channelTokenKey as shopifyTokenKey, sealToken } from '../token-key';

/** The key, or SERVICE_UNAVAILABLE (503) saying connecting shops is not set up. */
export function requireTokenKey(config: KeyConfig, lang: TextLanguage): Buffer {
  const key = channelTokenKey(config);
  if (!key) throw new AppError('SERVICE_UNAVAILABLE', { message: shopifyMessage(lang, 'keyMissing') });
  return key;
}

/**
 * A client of the account's shop with its opened token.
 * @throws SecretBoxError when the token does not open (another key); SERVICE_UNAVAILABLE without a key.
 */
export function accountClient(
  config: KeyConfig & Pick<Config, 'SHOPIFY_ADMIN_URL' | 'OUTBOUND_ALLOWED_HOSTS' | 'FEED_ALLOWED_HOSTS'>,
  account: { shop_domain: string; token_sealed: string },
  options: { lang?: TextLanguage; signal?: AbortSignal } = {},
): ShopifyClient {
  const key = requireTokenKey(config, options.lang ?? 'en');
  return createShopifyClient({
    shop: account.shop_domain,
    token: openSecret(key, account.token_sealed),
    adminUrl: config.SHOPIFY_ADMIN_URL,
    policy: outboundPolicy(config),
    signal: options.signal,
  });
}
