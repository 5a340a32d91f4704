import { DEFAULT_CURRENCY, type Locale, MAIN_STORE_ID, type TextLanguage } from '../constants';

/** Version of the app: 'ru' (Russian) or 'en' (European English). */
export type Version = 'ru' | 'en';

/**
 * Decisions §4: a request whose host (port stripped, case-insensitive) equals `ruHost` is the
 * Russian version; any other host is the European English version.
 */
export function versionForHost(host: string | undefined, ruHost: string): Version {
  const name = (host ?? '')
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '');
  return name === ruHost.toLowerCase() ? 'ru' : 'en';
}

/** Language of texts for a locale: pl and rs reuse English (spec §1). */
export const textLanguage = (locale: Locale | string | undefined): TextLanguage =>
  locale === 'ru' ? 'ru' : 'en';

export const mainStoreId = (version: Version) => MAIN_STORE_ID[version];
export const defaultCurrency = (version: Version) => DEFAULT_CURRENCY[version];

/** Language of a version's own texts (order line names, documents): Russian in ru, English in en. */
export const versionLanguage = (version: Version): TextLanguage => textLanguage(version);
