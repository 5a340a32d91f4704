import { productCodeKey } from '@kits/contract';

/** Characters that only hide inside words when text is pasted: soft hyphen, zero-width space/joiners. */
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060]/g;
/** A word: letters and digits, the class `productCodeKey` keeps of a code. */
const WORD = /[\p{L}\p{N}]+/gu;
/** The same on normalized text of ASCII and Russian only, six times faster than the Unicode classes. */
const SIMPLE_TEXT = /^[ -~а-я]*$/;
const SIMPLE_WORD = /[0-9a-zа-я]+/g;
/** Text NFKC leaves as it is: ASCII, NBSP and the Russian alphabet (normalizing costs most of a build). */
const NFKC_STABLE = /^[\t\n\r -~\u00a0а-яА-ЯёЁ]*$/;

/**
 * Text as the search compares it (docs/rules.md#search): Unicode NFKC (full-width letters, ligatures
 * and a decomposed "е" + diaeresis become plain letters), lower case, "ё" → "е", soft hyphens and
 * zero-width characters removed, every run of whitespace (NBSP, tabs, line breaks…) one space, trimmed.
 * Punctuation stays; `searchWords` splits on it.
 */
export function normalizeSearchText(text: string): string {
  return (NFKC_STABLE.test(text) ? text : text.normalize('NFKC'))
    .toLowerCase()
    .replaceAll('ё', 'е')
    .replace(INVISIBLE, '')
    .replace(/\s+/gu, ' ')
    .trim();
}

/**
 * The words of a text (docs/rules.md#search): its normalized form split at every character that is
 * neither a letter nor a digit, so "3D-пазл «Кот»" is ["3d", "пазл", "кот"]. [] for a text without any.
 */
export function searchWords(text: string): string[] {
  const normal = normalizeSearchText(text);
  return normal.match(SIMPLE_TEXT.test(normal) ? SIMPLE_WORD : WORD) ?? [];
}

/**
 * The form a name is searched in: its words joined by one space, so punctuation and spacing never
 * decide a match ("3D-пазл" and "3d  пазл" are both "3d пазл").
 */
export function foldSearchText(text: string): string {
  return searchWords(text).join(' ');
}

/**
 * The key a code is searched by: the quick order's code key (`productCodeKey`, docs/rules.md#quick-order:
 * letters and digits only, lower case) of the normalized code, so "AB-1234", "ab 1234", "ab_12.34"
 * and "ab/1234" are all "ab1234".
 */
export function searchCodeKey(code: string): string {
  return productCodeKey(normalizeSearchText(code));
}
