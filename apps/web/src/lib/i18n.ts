import { type FieldIssue, fieldErrorText } from '@kits/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { z } from 'zod/mini';
import { setApiLocale } from './api-client';
import { appConfig } from './app-config';

type Bundle = Record<string, unknown>;
type Language = 'ru' | 'en';

/**
 * The Russian namespaces the entry's own code uses — layouts and header, login, catalogue with its
 * columns, error pages — ship in the entry (the default locale, docs/rules.md#text-language). Every
 * other namespace loads with the first page or modal that is loaded on demand (`withPageTexts`,
 * decision 0034); English loads on demand as a whole.
 */
const ruFirstLoad = import.meta.glob<Bundle>(
  '../locales/ru/{common,layout,errors,auth,catalog,basket,favourites,franchise,media,updates,stock-alerts}.json',
  { eager: true, import: 'default' },
);
const onDemand: Record<Language, Record<string, () => Promise<Bundle>>> = {
  ru: import.meta.glob<Bundle>(
    [
      '../locales/ru/*.json',
      '!../locales/ru/{common,layout,errors,auth,catalog,basket,favourites,franchise,media,updates,stock-alerts}.json',
    ],
    { import: 'default' },
  ),
  en: import.meta.glob<Bundle>('../locales/en/*.json', { import: 'default' }),
};

const namespaceOf = (file: string) => file.replace(/^.*\/([^/]+)\.json$/, '$1');

/** Adds the namespaces of `language` that are not there yet; rejects when a file fails to load (the others are still added). */
async function loadMissing(language: Language) {
  const results = await Promise.allSettled(
    Object.entries(onDemand[language])
      .filter(([file]) => !i18n.hasResourceBundle(language, namespaceOf(file)))
      .map(async ([file, load]) =>
        i18n.addResourceBundle(language, namespaceOf(file), await load(), true, true),
      ),
  );
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/** Loads the English texts (pl and rs reuse them, docs/rules.md#spec-1). A failed load is only logged (docs/rules.md#spec-8). */
async function loadEnglish() {
  try {
    await loadMissing('en');
  } catch (err) {
    console.error('locale load failed', err);
  }
}

/**
 * The browser's own schema checks word their field errors as the server does, in the page's
 * language (docs/rules.md#field-errors): zod/mini has no messages of its own, so its error map
 * takes `fieldErrorText`'s keys of the `validation` namespace, which loads with the pages and
 * modals that show such an error (decision 0035).
 */
function setZodMessages() {
  z.config({
    customError: (issue) => {
      const { keys, values } = fieldErrorText(issue as FieldIssue);
      return i18n.t(keys, {
        ns: 'validation',
        keySeparator: false,
        ...values,
        ...(typeof values.count === 'number' ? { count: values.count } : {}),
      });
    },
  });
}

let pageTexts: Promise<void> | undefined;

/**
 * Resolves once every Russian namespace is there (the first-load ones already are; the rest are
 * fetched once, in parallel) and zod's error map speaks them. A failed load rejects — like a
 * page chunk that fails, it goes to the route's error page (docs/rules.md#page-loading) — and the
 * next call tries again.
 */
export function loadPageTexts(): Promise<void> {
  pageTexts ??= Promise.all([loadMissing('ru'), setZodMessages()]).then(
    () => undefined,
    (err: unknown) => {
      pageTexts = undefined;
      throw err;
    },
  );
  return pageTexts;
}

/**
 * `load()` (a page's or a modal's module loaded on demand) together with the texts of the
 * namespaces the entry does not ship (`loadPageTexts`); answers what `load` answers (decision 0034).
 */
export async function withPageTexts<T>(load: () => Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([load(), loadPageTexts()]);
  return loaded;
}

/** Initialises i18next in the version's language (docs/rules.md#decisions-4); resolves when its texts are there. */
export async function initI18n(language: string = appConfig.locale) {
  const ru = Object.fromEntries(Object.entries(ruFirstLoad).map(([f, b]) => [namespaceOf(f), b]));
  await i18n.use(initReactI18next).init({
    lng: 'ru',
    fallbackLng: { pl: ['en'], rs: ['en'], default: ['ru'] },
    ns: Object.keys(ru),
    defaultNS: 'common',
    resources: { ru },
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
