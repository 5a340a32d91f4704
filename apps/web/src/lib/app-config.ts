import {
  AUTO_ORDER_MIN_SUM,
  type Currency,
  defaultCurrency,
  mainStoreId,
  type Version,
} from '@kits/contract';

/** What the server injected into index.html for this host (decisions §4). */
export type AppConfig = {
  version: Version;
  locale: Version;
  mainStoreId: number;
  currency: Currency;
  autoOrderMinSum: number;
  clientToken: string | null;
};

declare global {
  interface Window {
    __APP_CONFIG__?: AppConfig;
  }
}

/** Fallback for the Vite dev server: the version by host, like the server does (localhost = ru). */
function fromHost(): AppConfig {
  const version: Version = window.location.hostname === 'localhost' ? 'ru' : 'en';
  return {
    version,
    locale: version,
    mainStoreId: mainStoreId(version),
    currency: defaultCurrency(version),
    autoOrderMinSum: AUTO_ORDER_MIN_SUM[version],
    clientToken: null,
  };
}

export const appConfig: AppConfig =
  typeof window !== 'undefined' && window.__APP_CONFIG__ ? window.__APP_CONFIG__ : fromHost();
export const isEnglishVersion = appConfig.version === 'en';
