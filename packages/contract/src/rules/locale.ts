import {
  AUTO_ORDER_MIN_SUM,
  type Currency,
  DEFAULT_CURRENCY,
  type Kind,
  LOCALES,
  type Locale,
  MAIN_STORE_ID,
  TEXT_LANGUAGES,
  type TextLanguage,
} from '../constants';

/**
 * Version of the app: 'ru' (Russian) or 'en' (European English), docs/rules.md#decisions-4. The wire values
 * stay 'ru' and 'en' (a literal is accepted), but the brand keeps a TextLanguage from passing for
 * it — and it from passing for a TextLanguage. Made by `versionForHost` and `parseVersion`;
 * tables keyed by it are read with `byVersion`.
 */
export type Version = Kind<'ru' | 'en', 'Version'>;

/** The two versions as values. */
export const VERSIONS: { ru: Version; en: Version } = { ru: 'ru', en: 'en' };

/** A table written per version or per language: one entry for 'ru', one for 'en'. */
type PerValue = { readonly ru: unknown; readonly en: unknown };

/** The entry of a table written per version ({ ru, en }) for `version`. */
export const byVersion = <Table extends PerValue>(table: Table, version: Version): Table['ru' | 'en'] =>
  version === 'ru' ? table.ru : table.en;

/** The entry of a table written per text language ({ ru, en }) for `lang`. */
export const byLanguage = <Table extends PerValue>(table: Table, lang: TextLanguage): Table['ru' | 'en'] =>
  lang === 'ru' ? table.ru : table.en;

/** A stored or wire version ('ru' or 'en') as a Version; null for anything else. */
export function parseVersion(value: unknown): Version | null {
  return value === 'ru' || value === 'en' ? VERSIONS[value] : null;
}

/**
 * docs/rules.md#decisions-4: a request whose host (port stripped, case-insensitive) equals `ruHost` is the
 * Russian version; any other host is the European English version.
 */
export function versionForHost(host: string | undefined, ruHost: string): Version {
  const name = (host ?? '')
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '');
  return name === ruHost.toLowerCase() ? VERSIONS.ru : VERSIONS.en;
}

/** Language of texts for a locale: pl and rs reuse English (docs/rules.md#spec-1). */
export const textLanguage = (locale: Locale | string | undefined): TextLanguage =>
  locale === 'ru' ? TEXT_LANGUAGES.ru : TEXT_LANGUAGES.en;

/**
 * The version a locale belongs to (docs/rules.md#version-switch): ru is the Russian version; en, pl
 * and rs the European English one (pl and rs only format numbers and dates their own way).
 */
export const versionOfLocale = (locale: Locale): Version => (locale === 'ru' ? VERSIONS.ru : VERSIONS.en);

/** A stored or wire locale ('ru', 'en', 'pl', 'rs') as a Locale; null for anything else. */
export function parseLocale(value: unknown): Locale | null {
  return (LOCALES as readonly unknown[]).includes(value) ? (value as Locale) : null;
}

/**
 * The locale a user reads the app in (docs/rules.md#display-locale): the user's own locale record
 * when it belongs to `version` (a Polish shop's pl in the English version), else the version's own.
 */
export const displayLocale = (userLocale: Locale, version: Version): Locale =>
  versionOfLocale(userLocale) === version ? userLocale : version;

export const mainStoreId = (version: Version): number => byVersion(MAIN_STORE_ID, version);
export const defaultCurrency = (version: Version) => byVersion(DEFAULT_CURRENCY, version);

/** Language of a version's own texts (order line names, documents): Russian in ru, English in en. */
export const versionLanguage = (version: Version): TextLanguage => textLanguage(version);

/** What the page needs to know before its first call (docs/rules.md#decisions-4), injected into index.html. */
export type AppConfig = {
  version: Version;
  /** The version's own locale (the page may switch to pl or rs later). */
  locale: Locale;
  mainStoreId: number;
  currency: Currency;
  autoOrderMinSum: number;
  /** The X-Client-Token the page sends, when the server requires one. */
  clientToken: string | null;
};

/** The page's configuration for `version`: its main store, default currency and minimum auto-order sum. */
export function appConfigFor(version: Version, clientToken: string | null = null): AppConfig {
  return {
    version,
    locale: version,
    mainStoreId: mainStoreId(version),
    currency: defaultCurrency(version),
    autoOrderMinSum: byVersion(AUTO_ORDER_MIN_SUM, version),
    clientToken,
  };
}
