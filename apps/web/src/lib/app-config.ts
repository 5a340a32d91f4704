import { type AppConfig, appConfigFor, VERSIONS } from '@kits/contract';

declare global {
  interface Window {
    __APP_CONFIG__?: AppConfig;
  }
}

/** Fallback for the Vite dev server: the version by host, like the server does (localhost = ru). */
const fromHost = (): AppConfig =>
  appConfigFor(window.location.hostname === 'localhost' ? VERSIONS.ru : VERSIONS.en);

export const appConfig: AppConfig =
  typeof window !== 'undefined' && window.__APP_CONFIG__ ? window.__APP_CONFIG__ : fromHost();
export const isEnglishVersion = appConfig.version === 'en';
