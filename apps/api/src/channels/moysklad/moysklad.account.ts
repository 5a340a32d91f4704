import type { TextLanguage } from '@kits/contract';
import { AppError } from '../../lib/app-error';
import { openSecret } from '../../lib/secret-box';
import { channelTokenKey, type KeyConfig } from '../token-key';
import { createMoyskladClient, type MoyskladClient, sharedLimiter } from './client';
import { moyskladMessage } from './moysklad.messages';
import type { MsAccountRow } from './moysklad.repository';

/** The channels' sealing key, or SERVICE_UNAVAILABLE (503) saying connecting МойСклад is not set up. */
export function requireMoyskladKey(config: KeyConfig, lang: TextLanguage): Buffer {
  const key = channelTokenKey(config);
  if (!key) throw new AppError('SERVICE_UNAVAILABLE', { message: moyskladMessage(lang, 'keyMissing') });
  return key;
}

/** A client with `token` on the process's shared limiter of that token (docs/moysklad.md §Limits). */
export function moyskladClient(options: {
  apiUrl: string;
  token: string;
  signal?: AbortSignal;
}): MoyskladClient {
  return createMoyskladClient({ ...options, limiter: sharedLimiter(options) });
}

/**
 * A client of the connected account with its opened token.
 * @throws SecretBoxError when the token does not open (another key); SERVICE_UNAVAILABLE without a key.
 */
export function accountClient(
  config: KeyConfig,
  account: Pick<MsAccountRow, 'api_url' | 'token_sealed'>,
  options: { signal?: AbortSignal } = {},
): MoyskladClient {
  const token = openSecret(requireMoyskladKey(config, 'en'), account.token_sealed);
  return moyskladClient({ apiUrl: account.api_url, token, signal: options.signal });
}
