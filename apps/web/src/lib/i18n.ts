import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setApiLocale } from './api-client';
import { appConfig } from './app-config';

type Bundle = Record<string, unknown>;
/** Russian texts ship in the main bundle (the default locale, docs/rules.md#text-language); English loads on demand. */
const ru = import.meta.glob<Bundle>('../locales/ru/*.json', { eager: true, import: 'default' });
const en = import.meta.glob<Bundle>('../locales/en/*.json', { import: 'default' });

const namespaceOf = (file: string) => file.replace(/^.*\/([^/]+)\.json$/, '$1');
export const NAMESPACES = Object.keys(ru).map(namespaceOf);

/** Loads the English texts (pl and rs reuse them, docs/rules.md#spec-1). A failed load is only logged (docs/rules.md#spec-8). */
async function loadEnglish() {
  try {
    for (const [file, load] of Object.entries(en))
      i18n.addResourceBundle('en', namespaceOf(file), await load(), true, true);
  } catch (err) {
    console.error('locale load failed', err);
  }
}

/** Initialises i18next in the version's language (docs/rules.md#decisions-4); resolves when its texts are there. */
export async function initI18n(language: string = appConfig.locale) {
  await i18n.use(initReactI18next).init({
    lng: 'ru',
    fallbackLng: { pl: ['en'], rs: ['en'], default: ['ru'] },
    ns: NAMESPACES,
    defaultNS: 'common',
    resources: { ru: Object.fromEntries(Object.entries(ru).map(([f, b]) => [namespaceOf(f), b])) },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await changeLanguage(language);
}

/** Switches the interface language and the X-Localization header. */
export async function changeLanguage(language: string) {
  if (language !== 'ru' && !i18n.hasResourceBundle('en', 'common')) await loadEnglish();
  await i18n.changeLanguage(language);
  setApiLocale(language);
  document.documentElement.lang = language;
}

export default i18n;
