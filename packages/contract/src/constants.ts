/** Business constants of docs/rules.md#spec-9, in one place for the server and the page. */

export const LOCALES = ['ru', 'en', 'pl', 'rs'] as const;
export type Locale = (typeof LOCALES)[number];
declare const kind: unique symbol;
/**
 * `Base` told apart from other types of the same values by `Name`: an optional marker that is
 * never set, so literals of `Base` are accepted while two kinds never pass for each other.
 */
export type Kind<Base, Name extends string> = Base & { readonly [kind]?: Name };

/**
 * Languages that have their own texts; pl and rs reuse English (docs/rules.md#spec-1). The wire values stay
 * 'ru' and 'en' (a literal is accepted), but the brand keeps a Version from passing for it — and
 * it from passing for a Version. Made by `textLanguage(locale)`; tables keyed by it are read with
 * `byLanguage`.
 */
export type TextLanguage = Kind<'ru' | 'en', 'TextLanguage'>;
/** The two text languages as values. */
export const TEXT_LANGUAGES: { ru: TextLanguage; en: TextLanguage } = { ru: 'ru', en: 'en' };

export const CURRENCIES = ['RUB', 'EUR', 'PLN', 'RSD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Main store id per version: 1 Russian, 56 every other (docs/rules.md#spec-9). */
export const MAIN_STORE_ID = { ru: 1, en: 56 } as const;
export const CONFIRM_STORE_COOKIE = 'store_confirmed';
export const CONFIRM_STORE_COOKIE_SECONDS = 86_400;
/** Minimum auto order sum by version (docs/rules.md#spec-5, docs/rules.md#spec-9). */
export const AUTO_ORDER_MIN_SUM = { ru: 35_000, en: 500 } as const;
export const AUTO_ORDER_BASE_DEFAULT_SUM = 10_000;
export const REPORT_PERIOD_DEFAULT_DAYS = 14;
export const BASKET_STALE_MS = 4 * 60 * 1000;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const PROGRESS_BAR = { throttleMs: 200, durationMs: 5000, hideDelayMs: 500, height: '3px' } as const;
export const TOAST_DELAY = { long: 10_000, medium: 7_500, short: 5_000 } as const;
export const STORE_NAME_MAX = 15;
export const BASKET_CATEGORY_PAGE_SIZE = 5;
export const FAVOURITES_PAGE_SIZE = 25;
export const ADDRESS_MAX = 255;
export const PRODUCTS_PER_PAGE_DEFAULT = 50;
export const PRODUCTS_PER_PAGE_MAX = 100;
export const THUMBNAIL_SIZE = 75;
/** Number-format locale per app locale (docs/rules.md#spec-9). */
export const NUMBER_LOCALE: Record<Locale, string> = { ru: 'ru-RU', en: 'en-EN', pl: 'pl-PL', rs: 'sr-RS' };
/** Currency of a version without a store (docs/rules.md#spec-9), by version. */
export const DEFAULT_CURRENCY = { ru: 'RUB', en: 'EUR' } as const satisfies Record<'ru' | 'en', Currency>;
export const AUTH_STORAGE_PREFIX = {
  auth: 'auth.',
  token: '_token.',
  refreshToken: '_refresh_token.',
} as const;

/** The five smart recommendation kinds (docs/rules.md#spec-2, docs/rules.md#smart-recommendation). */
export const RECOMMENDATION_KINDS = [
  'user_tops',
  'recommend_to_buy',
  'user_hot_two_weeks',
  'overlook',
  'provided_at_showcase',
] as const;
export type RecommendationKind = (typeof RECOMMENDATION_KINDS)[number];

export const APPROVED_STATUS = 'approved_by_content_manager';
export const ROLE_NAMES = ['admin', 'manager', 'warehouse', 'dropshipping'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];
