import { describe, expect, it } from 'vitest';
import { makeServiceProduct } from '../test/fixtures';
import {
  buildPatch,
  formField,
  parseHashtags,
  serverFieldErrors,
  toFormValues,
  validatePatch,
} from './product-form';

describe('product edit form', () => {
  it('sends nothing when nothing changed', () => {
    const product = makeServiceProduct();
    expect(buildPatch(toFormValues(product), product)).toEqual({});
  });

  it('sends only what changed: names, a currency with either price changed, changed stock rows, lists', () => {
    const product = makeServiceProduct();
    const values = toFormValues(product);
    values.name_en = '  Lighthouse  ';
    values.description_ru = '';
    values.prices.RUB.retail = '199,9';
    values.prices.PLN = { wholesale: '5', retail: '8.00' };
    values.stock[56] = '3';
    values.hashtags = 'хит, #новинка, Хит';
    values.statuses = ['new', 'approved_by_content_manager'];
    expect(buildPatch(values, product)).toEqual({
      name_en: 'Lighthouse',
      description_ru: null,
      prices: { RUB: { wholesale: '100.00', retail: '199.9' }, PLN: { wholesale: '5', retail: '8.00' } },
      stock: [{ store_id: 56, quantity: 3 }],
      hashtags: ['хит', 'новинка'],
      statuses: ['approved_by_content_manager', 'new'],
    });
  });

  it('sends English texts: a property’s value_en (empty = none) and the changed English hashtag names', () => {
    const product = makeServiceProduct({
      hashtags: ['хит', 'подарок'],
      hashtags_en: { хит: 'bestseller', подарок: 'gift' },
      properties: [
        { slug: 'size', value: '40x50', value_en: null },
        { slug: 'special', value: 'Светится', value_en: 'Glows' },
      ],
    });
    const values = toFormValues(product);
    expect(values.properties[1]).toEqual({ slug: 'special', value: 'Светится', value_en: 'Glows' });
    values.properties[0]!.value_en = ' 40x50 cm ';
    values.properties[1]!.value_en = '  ';
    values.hashtags = 'хит, подарок, новинка';
    values.hashtags_en = { хит: 'bestseller', подарок: ' ', новинка: ' new ', удалённый: 'gone' };
    expect(buildPatch(values, product)).toEqual({
      properties: [
        { slug: 'size', value: '40x50', value_en: '40x50 cm' },
        { slug: 'special', value: 'Светится', value_en: null },
      ],
      hashtags: ['хит', 'подарок', 'новинка'],
      hashtags_en: { подарок: null, новинка: 'new' },
    });
    expect(formField('hashtags_en.новинка', {})).toBe('hashtags_en');
  });

  it('checks the patch with the contract schema and names the form fields', () => {
    const product = makeServiceProduct();
    const values = toFormValues(product);
    values.name_ru = ' ';
    values.prices.EUR.wholesale = '-1';
    values.stock[1] = '2.5';
    values.properties = [{ slug: 'Размер', value: '40x50', value_en: '' }];
    const errors = validatePatch(buildPatch(values, product));
    expect(Object.keys(errors).sort()).toEqual([
      'name_ru',
      'prices.EUR.wholesale',
      'properties.0',
      'stock.1',
    ]);
  });

  it('maps server error keys to the form: stock rows by the store sent at that index', () => {
    const patch = { stock: [{ store_id: 56 as const, quantity: -1 }] };
    expect(formField('stock.0.quantity', patch)).toBe('stock.56');
    expect(formField('hashtags.4', patch)).toBe('hashtags');
    expect(formField('properties.2.slug', patch)).toBe('properties.2');
    expect(formField('prices.RUB', patch)).toBe('prices.RUB.wholesale');
    expect(
      serverFieldErrors({ category_id: ['Категория не найдена'], 'stock.0.quantity': ['too small'] }, patch),
    ).toEqual({
      category_id: ['Категория не найдена'],
      'stock.56': ['too small'],
    });
  });

  it('reads hashtags as typed: trimmed, without #, each once', () => {
    expect(parseHashtags(' #Хит, хит ,, новинка ')).toEqual(['Хит', 'новинка']);
  });
});
