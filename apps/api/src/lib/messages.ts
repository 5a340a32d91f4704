import { type FieldIssue, fieldErrorText, type TextLanguage } from '@kits/contract';
import { createInstance, type TOptions } from 'i18next';
import { type Namespace, RESOURCES, type Texts } from '../locales';

/** Plural suffixes of i18next keys (Intl.PluralRules categories): `lines_one`, `lines_few`… */
type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** The keys a call may name in namespace `N`: the Russian JSON's keys, plural forms under their base key. */
export type MessageKey<N extends Namespace> = {
  [K in keyof Texts[N] & string]: K extends `${infer Base}_${PluralForm}` ? Base : K;
}[keyof Texts[N] & string];

/**
 * The server's one i18next instance over every namespace of `locales/` (docs/rules.md#text-language),
 * ready at import: the resources are bundled, so `init` finishes synchronously. Placeholders are
 * `{name}` and are not escaped (the texts go into JSON bodies and documents, not HTML); a
 * placeholder without a value stays as written.
 */
const i18n = createInstance();
i18n.init({
  resources: RESOURCES,
  lng: 'ru',
  fallbackLng: false,
  ns: Object.keys(RESOURCES.ru),
  initAsync: false,
  keySeparator: false,
  nsSeparator: false,
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  missingInterpolationHandler: (_text: string, match: RegExpExecArray) => match[0],
});

/** i18next's `t` with the plain signature: the keys are typed by `MessageKey` instead. */
const translate: (key: string, options: TOptions) => string = i18n.t.bind(i18n);

/**
 * A module's server messages: `defineMessages('media')` gives `(lang, key, params)` → the text of
 * `key` (a key of locales/ru/media.json, checked at compile time) in `lang` (ru or en; pl and rs
 * read en, as `textLanguage` decides), with `{placeholders}` filled from `params`. A numeric
 * `params.count` also picks the plural form of a key written with them (`lines_one`, `lines_few`…).
 * Each module names its namespace in `<domain>.messages.ts`.
 */
export function defineMessages<N extends Namespace>(ns: N) {
  return (lang: TextLanguage, key: MessageKey<N>, params: Record<string, string | number> = {}): string =>
    translate(key, {
      lng: lang,
      ns,
      replace: params,
      ...(typeof params.count === 'number' ? { count: params.count } : {}),
    });
}

/** Messages of the cross-cutting plugins (errors, auth gate) and the texts several modules share. */
export const message = defineMessages('common');

/**
 * One field error of a schema issue in `lang`, worded for a person (docs/rules.md#field-errors):
 * `fieldErrorText` picks the keys of the `validation` namespace (the field's own wording first),
 * i18next the first that exists and its plural form.
 */
export function fieldMessage(lang: TextLanguage, issue: FieldIssue): string {
  const { keys, values } = fieldErrorText(issue);
  return i18n.t(keys, {
    lng: lang,
    ns: 'validation',
    replace: values,
    ...(typeof values.count === 'number' ? { count: values.count } : {}),
  }) as string;
}
