import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { UNCATEGORISED } from './import.types';
import { parseShopifyCsv } from './shopify.parser';
import { categoryOrderViolations, chunked, collect, fixture, samplesDir } from './test-helpers';

const parse = (csv: Uint8Array | string, options = {}) =>
  collect(parseShopifyCsv(Readable.from([csv]), options));
const current = fixture('current-template.csv');
const withBomAndCrlf = (bytes: Buffer) =>
  Buffer.concat([
    Buffer.from([0xef, 0xbb, 0xbf]),
    Buffer.from(bytes.toString('utf8').replace(/\n/g, '\r\n')),
  ]);
const ZAKAT = 'https://cdn.hobby-opt.example/zakat';

const hasSamples = existsSync(samplesDir);
if (!hasSamples) console.warn(`Shopify sample CSVs not found at ${samplesDir}: their tests are skipped`);

describe.skipIf(!hasSamples)('parseShopifyCsv on Shopify sample files (classic headers)', () => {
  const sample = (name: string) => readFileSync(path.join(samplesDir, name));

  it('apparel.csv: 22 data rows of 20 products give 22 items, codes from handle + options (no SKUs)', async () => {
    const { items, problems, categories, events } = await parse(sample('apparel.csv'));
    expect(problems).toEqual([]);
    expect(items).toHaveLength(22);
    expect(new Set(items.map((i) => i.offerId)).size).toBe(20);
    expect(items.map((i) => i.line)).toEqual(Array.from({ length: 22 }, (_, i) => i + 2));
    // No Type and no Product category anywhere: one category, the uncategorised one.
    expect(categories).toEqual([UNCATEGORISED]);
    const varsity = items.filter((i) => i.offerId === 'classic-varsity-top');
    expect(varsity.map((i) => [i.key, i.code, i.params])).toEqual([
      [
        'classic-varsity-top/Small',
        'classic-varsity-top-small',
        [{ name: 'Size', value: 'Small', unit: null }],
      ],
      [
        'classic-varsity-top/Medium',
        'classic-varsity-top-medium',
        [{ name: 'Size', value: 'Medium', unit: null }],
      ],
      [
        'classic-varsity-top/Large',
        'classic-varsity-top-large',
        [{ name: 'Size', value: 'Large', unit: null }],
      ],
    ]);
    // Continuation rows carry no title or image: both come from the first row.
    expect(new Set(varsity.map((i) => i.name))).toEqual(new Set(['Classic Varsity Top']));
    expect(varsity.every((i) => i.pictures[0]?.endsWith('casual-fashion-woman_925x.jpg'))).toBe(true);
    expect(items[0]).toMatchObject({
      key: 'ocean-blue-shirt',
      code: 'ocean-blue-shirt',
      name: 'Ocean Blue Shirt',
      price: '50.00',
      quantity: 1,
      available: true,
      vendor: 'partners-demo',
      weight: null,
      tags: ['men'],
      params: [],
      pictures: ['https://burst.shopifycdn.com/photos/young-man-in-bright-fashion_925x.jpg'],
    });
    expect(categoryOrderViolations(events)).toEqual([]);
  });

  it('home-and-garden.csv: 21 items, Type as category, HTML bodies as text, compare-at prices', async () => {
    const { items, problems, categories } = await parse(sample('home-and-garden.csv'));
    expect(problems).toEqual([]);
    expect(items).toHaveLength(21);
    expect(new Set(items.map((i) => i.offerId)).size).toBe(20);
    expect(categories.map((c) => [c.key, c.slug])).toEqual([
      ['Outdoor', 'outdoor'],
      ['Indoor', 'indoor'],
    ]);
    expect(items.filter((i) => i.oldPrice !== null)).toHaveLength(16);
    expect(items.every((i) => i.description && !i.description.includes('<'))).toBe(true);
    expect(items.every((i) => i.cost === null)).toBe(true); // "Cost per item" is there, but empty
    const pots = items.filter((i) => i.offerId === 'clay-plant-pot');
    expect(pots.map((i) => [i.key, i.price, i.quantity])).toEqual([
      ['clay-plant-pot/Regular', '9.99', 1],
      ['clay-plant-pot/Large', '15.99', 3],
    ]);
    // The second row's image (position 2) reaches both variants, after the first.
    for (const pot of pots) {
      expect(pot.pictures.map((url) => path.basename(url))).toEqual([
        'single-sprout-in-a-pot_925x.jpg',
        'pot-with-a-single-sprout_925x.jpg',
      ]);
    }
    expect(items.find((i) => i.key === 'copper-light')).toMatchObject({
      description: 'Stylish copper bedside light',
      price: '59.99',
      oldPrice: '75.00',
      categoryKey: 'Indoor',
      tags: ['Copper', 'Bedroom'],
    });
  });
});

describe('parseShopifyCsv on the current template', () => {
  it('groups variants by URL handle with options as params, images in position order, the variant image first', async () => {
    const { items, categories, events } = await parse(current);
    expect(categoryOrderViolations(events)).toEqual([]);
    expect(items.map((i) => [i.key, i.code, i.line])).toEqual([
      ['kartina-zakat/30×40', 'KZ-3040', 2],
      ['kartina-zakat/40×50', 'KZ-4050', 4],
      ['mozaika-maki/30×40/Полная', 'mozaika-maki-30x40-polnaya', 7],
      ['mozaika-maki/30×40/Частичная', 'mozaika-maki-30x40-chastichnaya', 8],
      ['vyshivka-romashki/Белая', 'VR-1', 11],
      ['kley-dlya-straz', 'KL-1', 14],
      ['kartina-zakat/50×65', 'KZ-5065', 15],
    ]);
    expect(items[0]).toMatchObject({
      name: 'Картина по номерам «Закат над морем»',
      description: 'Холст на подрамнике, акрил.\nСложность: "средняя", 24 цвета',
      categoryKey: 'Картины по номерам',
      price: '890.00',
      oldPrice: '990.00',
      cost: '420.50',
      quantity: 5,
      barcode: '4607001234567',
      weight: '0.65',
      tags: ['пейзаж', 'море'],
      pictures: [`${ZAKAT}-1.jpg`, `${ZAKAT}-2.jpg`, `${ZAKAT}-3.jpg`],
      params: [{ name: 'Размер', value: '30×40', unit: null }],
    });
    // Out of stock but "continue selling": still available.
    expect(items[1]).toMatchObject({
      quantity: 0,
      available: true,
      pictures: [`${ZAKAT}-4050.jpg`, `${ZAKAT}-1.jpg`, `${ZAKAT}-2.jpg`, `${ZAKAT}-3.jpg`],
    });
    // Negative stock is clamped; without "continue selling" the variant is unavailable.
    expect(items[3]).toMatchObject({
      quantity: 0,
      available: false,
      categoryKey: 'Хобби и творчество > Алмазная мозаика',
    });
    expect(items[5]).toMatchObject({ price: '120.50', weight: null, categoryKey: UNCATEGORISED.key });
    expect(categories.map((c) => [c.key, c.parentKey, c.slug])).toEqual([
      ['Картины по номерам', null, 'kartiny-po-nomeram'],
      ['Хобби и творчество', null, 'hobbi-i-tvorchestvo'],
      ['Хобби и творчество > Алмазная мозаика', 'Хобби и творчество', 'almaznaya-mozaika'],
      ['Вышивка', null, 'vyshivka'],
      [UNCATEGORISED.key, null, UNCATEGORISED.slug],
    ]);
  });

  it('reports a missing title, a missing price, a repeated SKU and a handle that comes back, by line', async () => {
    const { problems, items } = await parse(current);
    expect(problems.map((p) => [p.level, p.code, p.key, p.line])).toEqual([
      ['error', 'missing_title', 'nabor-bez-nazvaniya', 9],
      ['error', 'invalid_price', 'vyshivka-romashki/Кремовая', 12],
      ['error', 'duplicate_code', 'vyshivka-romashki/Голубая', 13],
      ['warning', 'handle_not_contiguous', 'kartina-zakat', 15],
    ]);
    expect(problems[0]?.reason).toBe(
      'product nabor-bez-nazvaniya: the first row has no Title; its 2 row(s) are skipped',
    );
    expect(problems[2]?.reason).toContain('SKU KZ-3040 is already used');
    // The product read before gives the late variant its name, category and images.
    expect(items.at(-1)).toMatchObject({
      name: 'Картина по номерам «Закат над морем»',
      categoryKey: 'Картины по номерам',
      pictures: [`${ZAKAT}-1.jpg`, `${ZAKAT}-2.jpg`, `${ZAKAT}-3.jpg`],
    });
  });

  it('reads the same file with a BOM and CRLF, in small chunks', async () => {
    const expected = await parse(current);
    expect(await parse(withBomAndCrlf(current))).toEqual(expected);
    expect(await collect(parseShopifyCsv(chunked(withBomAndCrlf(current), 5)))).toEqual(expected);
  });

  it('reads a windows-1251 export when told the encoding, and stamps the given currency', async () => {
    const text = current.toString('utf8').replaceAll('×', 'x');
    const { items } = await parse(iconv.encode(text, 'windows-1251'), {
      encoding: 'windows-1251',
      currency: 'EUR',
    });
    expect(items[0]).toMatchObject({
      name: 'Картина по номерам «Закат над морем»',
      key: 'kartina-zakat/30x40',
    });
    expect(new Set(items.map((i) => i.currency))).toEqual(new Set(['EUR']));
  });
});

const CLASSIC =
  'Handle,Title,Body (HTML),Vendor,Type,Tags,Option1 Name,Option1 Value,Variant SKU,Variant Price,Image Src,Variant Image';

describe('parseShopifyCsv on classic rows', () => {
  it('builds codes from handle + options when SKUs are empty and rejects a repeated SKU', async () => {
    const csv = [
      CLASSIC,
      'glina,Полимерная глина,,Палитра,Лепка,"глина, лепка",Цвет,Белый,,150,https://x.example/g.jpg,',
      'glina,,,,,,,Красный,,150,,https://x.example/g-red.jpg',
      'stek,Стек для лепки,,Палитра,Лепка,,Title,Default Title,ST-1,90,,',
      'stek-2,Стек для лепки 2,,Палитра,Лепка,,Title,Default Title,ST-1,95,,',
    ].join('\n');
    const { items, problems } = await parse(csv);
    expect(items.map((i) => [i.key, i.code, i.pictures])).toEqual([
      ['glina/Белый', 'glina-belyy', ['https://x.example/g.jpg']],
      ['glina/Красный', 'glina-krasnyy', ['https://x.example/g-red.jpg', 'https://x.example/g.jpg']],
      ['stek', 'ST-1', []],
    ]);
    expect(problems).toEqual([
      {
        level: 'error',
        code: 'duplicate_code',
        key: 'stek-2',
        line: 5,
        reason: 'variant stek-2: SKU ST-1 is already used by an earlier variant; row skipped',
      },
    ]);
  });

  it('counts lines across quoted line breaks and skips blank lines', async () => {
    const csv = `${CLASSIC}\r\na,Первый,"<p>строка 1</p>\r\n<p>строка 2</p>",,,,,,,10,,\r\n\r\nb,Второй,,,,,,,,,,\r\n`;
    const { items, problems } = await parse(csv);
    expect(items.map((i) => [i.key, i.line, i.description])).toEqual([['a', 2, 'строка 1\nстрока 2']]);
    expect(problems.map((p) => [p.code, p.line])).toEqual([['invalid_price', 5]]);
  });

  it('rejects a row with more cells than the header and a row with neither handle nor title', async () => {
    const csv = [CLASSIC, 'a,A,,,,,,,,10,,', 'b,B,,,,,,,,10,,,extra', ',,,Палитра,,,,,,10,,'].join('\n');
    const { items, problems } = await parse(csv);
    expect(items.map((i) => i.key)).toEqual(['a']);
    expect(problems.map((p) => [p.code, p.line])).toEqual([
      ['bad_row', 3],
      ['missing_handle', 4],
    ]);
  });
});

describe('parseShopifyCsv on broken files', () => {
  it('fails on an empty file or one with only a BOM and blank lines', async () => {
    for (const csv of ['', '\ufeff', '\r\n\r\n']) {
      expect((await parse(csv)).error).toMatchObject({
        code: 'IMPORT_FILE_EMPTY',
        message: 'The file is empty',
      });
    }
  });

  it('fails on an unclosed quote naming the line where its record starts, after the products before it', async () => {
    const csv = [
      CLASSIC,
      'a,A,,,,,,,,10,,',
      'b,B,"<p>Описание\r\nв две строки</p>",,,,,,,10,,',
      'c,"C без конца,,,,,,,,10,,',
    ]
      .concat(['d,D,,,,,,,,10,,', 'e,E,,,,,,,,10,,'])
      .join('\r\n');
    const { error, items } = await parse(csv);
    expect(error).toMatchObject({
      code: 'IMPORT_FILE_BROKEN',
      line: 5,
      message:
        'Broken CSV in the record starting at line 5: a quoted field is never closed (a missing closing quote)',
    });
    // Product b was still collecting its rows when the file broke: the writer rolls back anyway.
    expect(items.map((i) => i.key)).toEqual(['a']);
  });

  it('keeps a stray quote inside an unquoted field as text', async () => {
    const { items, error } = await parse([CLASSIC, 'a,Набор "Лето",,,,,,,,10,,'].join('\n'));
    expect(error).toBeNull();
    expect(items[0]?.name).toBe('Набор "Лето"');
  });

  it('refuses a CSV that is not a Shopify product export', async () => {
    const { error } = await parse('Артикул;Наименование;Цена\nA-1;Краски;100\n');
    expect(error).toMatchObject({ code: 'IMPORT_FILE_BROKEN', line: 1 });
    expect(error?.message).toContain('Not a Shopify product CSV');
  });
});
