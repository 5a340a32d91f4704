import { Readable } from 'node:stream';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { UNCATEGORISED } from './import.types';
import { categoryOrderViolations, chunked, collect, fixture } from './test-helpers';
import { parseYml } from './yml.parser';

const hobbyKits = fixture('hobby-kits.xml');
const parse = (bytes: Uint8Array | string) => collect(parseYml(Readable.from([bytes])));

describe('parseYml on a UTF-8 feed', () => {
  it('announces the category tree parents first, with transliterated slugs', async () => {
    const { categories, events } = await parse(hobbyKits);
    expect(categories).toEqual([
      { key: '10', parentKey: null, name: 'Картины по номерам', slug: 'kartiny-po-nomeram' },
      { key: '11', parentKey: '10', name: 'Пейзажи', slug: 'peyzazhi' },
      { key: '12', parentKey: '10', name: 'Животные', slug: 'zhivotnye' },
      { key: '20', parentKey: null, name: 'Алмазная мозаика', slug: 'almaznaya-mozaika' },
      { key: '30', parentKey: null, name: 'Сборные модели', slug: 'sbornye-modeli' },
      { key: '31', parentKey: '30', name: 'Сборные модели самолётов', slug: 'sbornye-modeli-samolyotov' },
    ]);
    expect(categoryOrderViolations(events)).toEqual([]);
  });

  it('reads a simplified offer with repeated pictures, CDATA HTML, params with units and stock', async () => {
    const { items, problems } = await parse(hobbyKits);
    expect(problems).toEqual([]);
    expect(items.map((item) => item.key)).toEqual(['1001', '1002', '2001', '3101']);
    expect(items[0]).toEqual({
      key: '1001',
      line: 21,
      offerId: '1001',
      groupKey: null,
      code: 'BS-0451',
      name: 'Картина по номерам «Закат над морем» 40×50 см',
      description: 'Набор для раскрашивания по номерам.\n- холст на подрамнике\n- акриловые краски, 24 цвета',
      categoryKey: '11',
      price: '1290.00',
      oldPrice: '1490.00',
      cost: null,
      currency: 'RUB',
      quantity: 12,
      available: true,
      vendor: 'Белоснежка',
      barcode: '4607001234567',
      weight: '0.85',
      url: 'https://hobby-opt.example/p/1001',
      pictures: ['https://hobby-opt.example/img/1001-1.jpg', 'https://hobby-opt.example/img/1001-2.jpg'],
      params: [
        { name: 'Размер', value: '40×50', unit: 'см' },
        { name: 'Количество цветов', value: '24', unit: null },
        { name: 'Сложность', value: '3 из 5', unit: null },
      ],
      tags: [],
    });
  });

  it('uses the offer id as the code when vendorCode is missing and decodes HTML entities', async () => {
    const { items } = await parse(hobbyKits);
    expect(items[1]).toMatchObject({
      code: '1002',
      name: 'Картина по номерам «Рыжий кот»',
      price: '990.50',
      available: false,
      quantity: null,
      description: 'Котёнок на подоконнике. Уровень — начальный.',
    });
  });

  it('names vendor.model offers typePrefix + vendor + model and keeps group_id, currency and the first barcode', async () => {
    const { items } = await parse(hobbyKits);
    expect(items[2]).toMatchObject({
      name: 'Алмазная мозаика Гранни «Маки в поле» 30×40',
      groupKey: '200',
      code: 'AG-1180',
      weight: '0.4',
    });
    expect(items[3]).toMatchObject({
      name: 'Сборная модель Звезда Су-27 1:72',
      currency: 'EUR',
      quantity: 3,
      barcode: '4600327072063',
      categoryKey: '31',
    });
  });
});

describe('parseYml on other encodings and line endings', () => {
  it('reads the same feed with a BOM and CRLF line endings', async () => {
    const crlf = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(hobbyKits.toString('utf8').replace(/\n/g, '\r\n')),
    ]);
    expect(crlf.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(await parse(crlf)).toEqual(await parse(hobbyKits));
  });

  it('reads a windows-1251 feed named in the XML declaration, however the bytes are chunked', async () => {
    const text = hobbyKits
      .toString('utf8')
      .replace('encoding="UTF-8"', 'encoding="windows-1251"')
      .replaceAll('×', '&#215;'); // windows-1251 has no ×: real feeds write a character reference
    const cp1251 = iconv.encode(text, 'windows-1251');
    expect(cp1251.includes(Buffer.from('Картина', 'utf8'))).toBe(false);
    const expected = await parse(hobbyKits);
    expect(await parse(cp1251)).toEqual(expected);
    expect(await collect(parseYml(chunked(cp1251, 5)))).toEqual(expected);
  });

  it('joins UTF-8 characters split across chunks', async () => {
    expect(await collect(parseYml(chunked(hobbyKits, 3)))).toEqual(await parse(hobbyKits));
  });
});

describe('parseYml problems', () => {
  it('reports bad offers by id and line, keeps the good ones and puts unknown categories under uncategorised', async () => {
    const { items, problems, categories, events } = await parse(fixture('problems.xml'));
    expect(problems.map((p) => [p.level, p.code, p.key, p.line])).toEqual([
      ['error', 'duplicate_category', '1', 9],
      ['error', 'invalid_category', null, 10],
      ['warning', 'unknown_parent_category', '2', 6],
      ['warning', 'category_cycle', '4', 8],
      ['error', 'duplicate_key', '501', 21],
      ['error', 'missing_id', null, 26],
      ['error', 'missing_name', '502', 31],
      ['error', 'invalid_price', '503', 35],
      ['error', 'invalid_price', '504', 40],
      ['warning', 'unknown_category', '505', 45],
      ['warning', 'unknown_category', '506', 50],
      ['warning', 'duplicate_code', '507', 54],
    ]);
    expect(items.map((i) => [i.key, i.code, i.categoryKey])).toEqual([
      ['501', 'RT-1', '1'],
      ['505', '505', UNCATEGORISED.key],
      ['506', '506', UNCATEGORISED.key],
      ['507', 'RT-1-507', '2'],
    ]);
    expect(categories.map((c) => [c.key, c.parentKey, c.slug])).toEqual([
      ['1', null, 'vyshivka'],
      ['2', null, 'vyshivka-krestom'],
      ['4', null, 'biseropletenie'],
      ['3', '4', 'biser'],
      ['5', null, 'nabory'],
      ['6', '5', 'nabory-2'],
      [UNCATEGORISED.key, null, 'bez-kategorii'],
    ]);
    expect(categoryOrderViolations(events)).toEqual([]);
  });

  it('fails on an empty file, a BOM alone or whitespace', async () => {
    for (const bytes of [Buffer.alloc(0), Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('  \r\n\n')]) {
      const { error, events } = await parse(bytes);
      expect(error).toMatchObject({ code: 'IMPORT_FILE_EMPTY', message: 'The file is empty' });
      expect(events).toEqual([]);
    }
  });

  it('fails on broken XML with the line, after the offers read before it', async () => {
    const broken = hobbyKits.toString('utf8').replace('<price>1150</price>', '<price>1150</prise>');
    const { error, items } = await parse(broken);
    expect(error).toMatchObject({ code: 'IMPORT_FILE_BROKEN', line: 54 });
    expect(error?.message).toMatch(/^Broken XML at line 54, column \d+: /);
    expect(items.map((item) => item.key)).toEqual(['1001', '1002']);
  });

  it('fails on an unescaped ampersand and on a truncated file', async () => {
    const ampersand = hobbyKits.toString('utf8').replace('/p/1001', '/p?id=1001&utm=feed');
    const expected = {
      code: 'IMPORT_FILE_BROKEN',
      line: 23,
      message: 'Broken XML at line 23: an "&" that starts no entity (write a literal & as &amp;)',
    };
    expect((await parse(ampersand)).error).toMatchObject(expected);
    expect((await collect(parseYml(chunked(Buffer.from(ampersand), 5)))).error).toMatchObject(expected);
    const truncated = hobbyKits.subarray(0, hobbyKits.indexOf('<offer id="2001"'));
    const { error, items } = await parse(truncated);
    expect(error).toMatchObject({ code: 'IMPORT_FILE_BROKEN' });
    expect(items).toHaveLength(2);
  });

  it('refuses XML that is not a YML catalogue and an unknown encoding', async () => {
    expect((await parse('<?xml version="1.0"?>\n<rss><channel/></rss>')).error).toMatchObject({
      code: 'IMPORT_FILE_BROKEN',
      message: 'Not a YML catalogue: the root element is <rss>, not <yml_catalog>',
    });
    const klingon = Buffer.from('<?xml version="1.0" encoding="x-klingon"?><yml_catalog/>');
    expect((await parse(klingon)).error).toMatchObject({ message: 'Unsupported encoding "x-klingon"' });
  });
});
