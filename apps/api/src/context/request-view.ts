import {
  isManager,
  type Locale,
  parseLocale,
  parseVersion,
  type Version,
  versionOfLocale,
} from '@kits/contract';

/** What the auth query reads about the signed-in user before the request's version is known. */
export type ViewSource = {
  groups: readonly string[];
  /** users.view_locale as stored (a manager's or admin's chosen view), or null. */
  viewLocale: string | null;
  /** users.current_store_id and that store's version (null without a current store). */
  currentStoreId: number | null;
  currentStoreVersion: string | null;
};

/** The version and locale a request is served as, with the current store that counts in it. */
export type RequestView = {
  version: Version;
  locale: Locale;
  /** The staff view in force (the override), null when the address decides. */
  viewLocale: Locale | null;
  /** The user's current store when it belongs to `version` (decision 0014), else null. */
  currentStoreId: number | null;
};

/**
 * docs/rules.md#version-switch: a manager or admin with a stored view is served the version of
 * that locale (ru; en, pl and rs are the English version) as its customers are; anyone else — and
 * an anonymous request — the version of the address (`hostVersion`, docs/rules.md#decisions-4),
 * whatever their row says. The locale is X-Localization when sent, else the view, else the
 * version's; the current store counts only in its own version (decision 0014).
 */
export function requestView(options: {
  hostVersion: Version;
  headerLocale: Locale | null;
  user: ViewSource | null;
}): RequestView {
  const { hostVersion, headerLocale, user } = options;
  // isManager holds for admins too (docs/rules.md#spec-6).
  const viewLocale = user && isManager(user) ? parseLocale(user.viewLocale) : null;
  const version = viewLocale ? versionOfLocale(viewLocale) : hostVersion;
  const storeVersion = parseVersion(user?.currentStoreVersion);
  return {
    version,
    locale: headerLocale ?? viewLocale ?? version,
    viewLocale,
    currentStoreId: storeVersion === version ? (user?.currentStoreId ?? null) : null,
  };
}
