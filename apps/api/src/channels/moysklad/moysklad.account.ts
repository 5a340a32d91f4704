import type { TextLanguage } from '@kits/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { PermanentJobError } from '../../jobs';
import { AppError } from '../../lib/app-error';
import { type OutboundPolicy, outboundPolicy } from '../../lib/outbound';
import { openSecret } from '../../lib/secret-box';
import { channelTokenKey, type KeyConfig } from '../token-key';
import { createMoyskladClient, type MoyskladClient, MoyskladError, sharedLimiter } from './client';
import { moyskladMessage } from './moysklad.messages';
import { type MsAccountRow, setMsStatus } from './moysklad.repository';

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
  /** The outbound guard's policy (the app's OUTBOUND_ALLOWED_HOSTS); the API root is trusted. */
  policy?: OutboundPolicy;
}): MoyskladClient {
  return createMoyskladClient({ ...options, limiter: sharedLimiter(options) });
}

/**
 * A client of the connected account with its opened token.
 * @throws SecretBoxError when the token does not open (another key); SERVICE_UNAVAILABLE without a key.
 */
export function accountClient(
  config: KeyConfig & Partial<Pick<Config, 'OUTBOUND_ALLOWED_HOSTS' | 'FEED_ALLOWED_HOSTS'>>,
  account: Pick<MsAccountRow, 'api_url' | 'token_sealed'>,
  options: { signal?: AbortSignal } = {},
): MoyskladClient {
  const token = openSecret(requireMoyskladKey(config, 'en'), account.token_sealed);
  const policy = outboundPolicy(config);
  return moyskladClient({ apiUrl: account.api_url, token, signal: options.signal, policy });
}

/**
 * Runs a job's `work` against МойСклад keeping the account's status (shown on the page): connected
 * when it succeeds; a refused token marks it and fails the job for good (PermanentJobError); МойСклад
 * down marks it unreachable and the job fails to be tried again.
 */
export async function keepingAccountStatus<T>(db: Db, work: () => Promise<T>): Promise<T> {
  try {
    const result = await work();
    await setMsStatus(db, { status: 'connected', error: null });
    return result;
  } catch (error) {
    if (error instanceof MoyskladError && error.kind === 'auth') {
      await setMsStatus(db, { status: 'token_refused', error: error.message });
      throw new PermanentJobError(error.message);
    }
    if (error instanceof MoyskladError && (error.kind === 'network' || error.kind === 'server')) {
      await setMsStatus(db, { status: 'unreachable', error: error.message });
    }
    throw error;
  }
}
