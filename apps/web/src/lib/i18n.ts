import { type FieldIssue, fieldErrorText } from '@kits/contract';
import i18n, { type BackendModule } from 'i18next';
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

/**
 * Adds the namespaces of `language` that are not there yet — all of them, or only `namespaces`;
 * rejects when a file fails to load (the others are still added).
 */
async function loadMissing(language: Language, namespaces?: readonly string[]) {
  const results = await Promise.allSettled(
    Object.entries(onDemand[language])
      .filter(([file]) => !namespaces || namespaces.includes(namespaceOf(file)))
      .filter(([file]) => !i18n.hasResourceBundle(language, namespaceOf(file)))
      .map(async ([file, load]) =>
        i18n.addResourceBundle(language, namespaceOf(file), await load(), true, true),
      ),
  );
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * i18next's loader of a namespace nobody loaded ahead (decision 0034): a component whose
 * `useTranslation` names it suspends until this answers, under the page's or modal's own spinner.
 * It is the safety net of `withPageTexts`, whose list names what a page needs so it renders at
 * once. A language without texts of its own (pl, rs reuse English) answers an empty bundle.
 */
const localeFiles: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = onDemand[language as Language]?.[`../locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (bundle) => callback(null, bundle),
      (err: unknown) => callback(err as Error, null),
    );
  },
};

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

/** The namespace every page and modal loaded on demand brings: zod's error map speaks it (docs/rules.md#field-errors). */
const PAGE_NAMESPACES = ['validation'] as const;

let zodMessages = false;

/**
 * Resolves once the Russian namespaces `namespaces` (all of them when not given, as the unit tests
 * load them) and the ones every page needs (`PAGE_NAMESPACES`) are there — the first-load ones
 * already are; the rest are fetched once, in parallel — and zod's error map speaks them. A failed
 * load rejects — like a page chunk that fails, it goes to the route's error page
 * (docs/rules.md#page-loading) — and the next call tries again.
 */
export async function loadPageTexts(namespaces?: readonly string[]): Promise<void> {
  await loadMissing('ru', namespaces && [...PAGE_NAMESPACES, ...namespaces]);
  if (!zodMessages) setZodMessages();
  zodMessages = true;
}

/**
 * `load()` (a page's or a modal's module loaded on demand) together with the Russian namespaces it
 * uses that the entry does not ship (`namespaces`, `loadPageTexts`); answers what `load` answers.
 * A namespace the list misses still loads, on its component's first render (`localeFiles`),
 * with a spinner meanwhile (decision 0034).
 */
export async function withPageTexts<T>(
  load: () => Promise<T>,
  namespaces: readonly string[] = [],
): Promise<T> {
  const [loaded] = await Promise.all([load(), loadPageTexts(namespaces)]);
  return loaded;
}

/** Initialises i18next in the version's language (docs/rules.md#decisions-4); resolves when its texts are there. */
export async function initI18n(language: string = appConfig.locale) {
  const ru = Object.fromEntries(Object.entries(ruFirstLoad).map(([f, b]) => [namespaceOf(f), b]));
  await i18n
    .use(initReactI18next)
    .use(localeFiles)
    .init({
      lng: 'ru',
      partialBundledLanguages: true,
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
