import { type AppConfig, appConfigFor, parseLocale, VERSIONS, versionOfLocale } from '@kits/contract';

declare global {
  interface Window {
    __APP_CONFIG__?: AppConfig;
  }
}

/** Fallback for the Vite dev server: the version by host, like the server does (localhost = ru). */
const fromHost = (): AppConfig =>
  appConfigFor(window.location.hostname === 'localhost' ? VERSIONS.ru : VERSIONS.en);

/** The configuration of the address's version, as the server injected it (docs/rules.md#decisions-4). */
export const hostConfig: AppConfig =
  typeof window !== 'undefined' && window.__APP_CONFIG__ ? window.__APP_CONFIG__ : fromHost();

/**
 * localStorage key of the locale a manager views the app as (docs/rules.md#version-switch): the
 * page's copy of users.view_locale, read before the first render (every tab, every reload). The
 * server decides on its own row; `useViewSync` corrects a stale copy from /auth/me.
 */
export const VIEW_KEY = 'ui.view';

/** The stored view (ru, en, pl or rs), or null when the address decides. */
export const savedView = () => parseLocale(localStorage.getItem(VIEW_KEY));

/** Keeps (or, with null, forgets) the view for the next start of the page. */
export function saveView(locale: string | null) {
  if (locale) localStorage.setItem(VIEW_KEY, locale);
  else localStorage.removeItem(VIEW_KEY);
}

/** sessionStorage key of the interface language this tab last ran in, restored on reload. */
export const UI_LANGUAGE_KEY = 'ui.language';

/**
 * Keeps `view` (null: the address decides) and reloads the page in it, forgetting this tab's
 * interface language so the new version's applies (docs/rules.md#version-switch).
 */
export function applyView(view: string | null, reload = () => window.location.reload()) {
  saveView(view);
  sessionStorage.removeItem(UI_LANGUAGE_KEY);
  reload();
}

const viewed = typeof window !== 'undefined' ? savedView() : null;

/** The version the page runs as: a manager's view, else the address's. */
export const appConfig: AppConfig = viewed
  ? { ...appConfigFor(versionOfLocale(viewed), hostConfig.clientToken), locale: viewed }
  : hostConfig;
export const isEnglishVersion = appConfig.version === 'en';

/** The interface language to start in: the one this tab last used, else the page's locale (a view's, or the address's). */
export const savedUiLanguage = (): string => sessionStorage.getItem(UI_LANGUAGE_KEY) ?? appConfig.locale;
