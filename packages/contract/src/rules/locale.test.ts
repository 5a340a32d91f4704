import { describe, expect, it } from 'vitest';
import { TEXT_LANGUAGES, type TextLanguage } from '../constants';
import {
  appConfigFor,
  byLanguage,
  byVersion,
  displayLocale,
  parseLocale,
  parseVersion,
  textLanguage,
  VERSIONS,
  type Version,
  versionForHost,
  versionLanguage,
  versionOfLocale,
} from './locale';

const takesLanguage = (lang: TextLanguage) => lang;
const takesVersion = (version: Version) => version;

describe('Version and TextLanguage', () => {
  it('keep the wire values ru and en', () => {
    expect(versionForHost('shop.example.ru:8080', 'shop.example.ru')).toBe('ru');
    expect(versionForHost('shop.example.eu', 'shop.example.ru')).toBe('en');
    expect(textLanguage('pl')).toBe('en');
    expect(parseVersion('ru')).toBe('ru');
    expect(parseVersion('de')).toBeNull();
  });

  it('never pass for each other (checked by the type checker)', () => {
    // @ts-expect-error a Version is not a TextLanguage
    takesLanguage(VERSIONS.ru);
    // @ts-expect-error a TextLanguage is not a Version
    takesVersion(TEXT_LANGUAGES.en);
    expect(takesLanguage(versionLanguage(VERSIONS.en))).toBe('en');
  });

  it('read tables written per version or language', () => {
    expect(byVersion({ ru: 1, en: 56 }, VERSIONS.en)).toBe(56);
    expect(byLanguage({ ru: 'да', en: 'yes' }, TEXT_LANGUAGES.ru)).toBe('да');
    expect(appConfigFor(VERSIONS.en)).toEqual({
      version: 'en',
      locale: 'en',
      mainStoreId: 56,
      currency: 'EUR',
      autoOrderMinSum: 500,
      clientToken: null,
    });
  });
});

describe('locales and versions (docs/rules.md#version-switch, docs/rules.md#display-locale)', () => {
  it('put ru in the Russian version and en, pl, rs in the English one', () => {
    expect(['ru', 'en', 'pl', 'rs'].map((l) => versionOfLocale(parseLocale(l)!))).toEqual([
      'ru',
      'en',
      'en',
      'en',
    ]);
    expect(parseLocale('de')).toBeNull();
  });

  it("show a user's own locale in its version, the version's locale in the other", () => {
    expect(displayLocale('pl', VERSIONS.en)).toBe('pl');
    expect(displayLocale('rs', VERSIONS.en)).toBe('rs');
    expect(displayLocale('pl', VERSIONS.ru)).toBe('ru');
    expect(displayLocale('ru', VERSIONS.en)).toBe('en');
  });
});
