import { describe, expect, it } from 'vitest';
import { TEXT_LANGUAGES, type TextLanguage } from '../constants';
import {
  appConfigFor,
  byLanguage,
  byVersion,
  parseVersion,
  textLanguage,
  VERSIONS,
  type Version,
  versionForHost,
  versionLanguage,
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
