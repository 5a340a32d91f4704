import type { Locale, Version } from '@kits/contract';
import { createRequestContext, type RequestContext, type SignedIn } from '../context/request-context';

/**
 * A request context for tests that call a service directly: user `id` with `groups`, current store
 * and discount, in `version` (ru by default) with that version's locale and language.
 */
export function testContext(
  user: Partial<SignedIn> & { id: number },
  options: { version?: Version; locale?: Locale } = {},
): RequestContext {
  const version = options.version ?? 'ru';
  const locale = options.locale ?? version;
  return createRequestContext({
    version,
    locale,
    lang: locale === 'ru' ? 'ru' : 'en',
    signedIn: { uuid: '', groups: [], currentStoreId: null, discount: 0, jti: '', exp: 0, ...user },
  });
}
