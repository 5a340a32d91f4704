import { Readable } from 'node:stream';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { detectFormat, parseFeed } from './detect';
import { chunked, collect, fixture } from './test-helpers';
import { generateYmlFeed } from './yml.generate';

const head = (text: string) => Buffer.from(text);

describe('detectFormat', () => {
  it('tells YML from its first bytes, with or without declaration, BOM or DOCTYPE', () => {
    expect(detectFormat({ head: fixture('hobby-kits.xml') })).toBe('yml');
    expect(detectFormat({ head: head('\ufeff<?xml version="1.0"?><yml_catalog>') })).toBe('yml');
    expect(detectFormat({ head: head('\r\n  <yml_catalog date="2025-01-01">') })).toBe('yml');
    expect(detectFormat({ head: head('<!DOCTYPE yml_catalog SYSTEM "shops.dtd">') })).toBe('yml');
    const cp1251 = iconv.encode(
      '<?xml version="1.0" encoding="windows-1251"?><yml_catalog><shop><name>Хобби',
      'windows-1251',
    );
    expect(detectFormat({ head: cp1251, fileName: 'feed.txt' })).toBe('yml');
  });

  it('tells a Shopify CSV by a Handle or URL handle column in either header set', () => {
    expect(detectFormat({ head: head('Handle,Title,Body (HTML),Vendor\nx,y,,\n') })).toBe('shopify');
    expect(detectFormat({ head: head('\ufeffTitle,URL handle,Description\r\n') })).toBe('shopify');
    expect(detectFormat({ head: head('"Title","URL handle","Description"') })).toBe('shopify');
    expect(detectFormat({ head: fixture('current-template.csv').subarray(0, 200) })).toBe('shopify');
  });

  it('answers null for other content, whatever the file is called', () => {
    expect(detectFormat({ head: head('Артикул;Наименование;Цена\n'), fileName: 'products.csv' })).toBeNull();
    expect(detectFormat({ head: head('{"offers": []}'), fileName: 'feed.xml' })).toBeNull();
  });

  it('falls back to the file extension when there are no bytes to look at', () => {
    expect(detectFormat({ head: Buffer.alloc(0), fileName: 'FEED.XML' })).toBe('yml');
    expect(detectFormat({ head: Buffer.alloc(0), fileName: 'market.yml' })).toBe('yml');
    expect(detectFormat({ head: Buffer.alloc(0), fileName: 'products_export.csv' })).toBe('shopify');
    expect(detectFormat({ head: Buffer.alloc(0), fileName: 'notes.txt' })).toBeNull();
  });
});

describe('parseFeed', () => {
  it('detects and parses a YML stream, the bytes read ahead included', async () => {
    const { items, error } = await collect(parseFeed(chunked(fixture('hobby-kits.xml'), 100)));
    expect(error).toBeNull();
    expect(items.map((i) => i.key)).toEqual(['1001', '1002', '2001', '3101']);
  });

  it('replays a head longer than one look-ahead (a big generated feed)', async () => {
    let size = 0;
    for await (const chunk of generateYmlFeed({ offers: 150, seed: 3 })) size += (chunk as Buffer).length;
    expect(size).toBeGreaterThan(64 * 1024);
    const { items, problems } = await collect(parseFeed(generateYmlFeed({ offers: 150, seed: 3 })));
    expect(problems).toEqual([]);
    expect(items).toHaveLength(150);
  });

  it('detects and parses a Shopify CSV, passing the currency through', async () => {
    const { items } = await collect(
      parseFeed(Readable.from([fixture('current-template.csv')]), { currency: 'PLN' }),
    );
    expect(items).toHaveLength(7);
    expect(items[0]?.currency).toBe('PLN');
  });

  it('takes text chunks as text, whatever the XML declaration says', async () => {
    const text = fixture('hobby-kits.xml')
      .toString('utf8')
      .replace('encoding="UTF-8"', 'encoding="windows-1251"');
    const { items } = await collect(parseFeed(Readable.from([text], { objectMode: true })));
    expect(items[0]?.name).toBe('Картина по номерам «Закат над морем» 40×50 см');
  });

  it('fails with IMPORT_FILE_EMPTY on an empty file and IMPORT_FORMAT_UNKNOWN on anything else', async () => {
    expect((await collect(parseFeed(Readable.from([Buffer.alloc(0)])))).error).toMatchObject({
      code: 'IMPORT_FILE_EMPTY',
    });
    expect(await collect(parseFeed(Readable.from([]), { fileName: 'feed.xml' }))).toMatchObject({
      error: { code: 'IMPORT_FILE_EMPTY' },
    });
    expect((await collect(parseFeed(Readable.from([head('Артикул;Цена\nA-1;100\n')])))).error).toMatchObject({
      code: 'IMPORT_FORMAT_UNKNOWN',
    });
  });
});
