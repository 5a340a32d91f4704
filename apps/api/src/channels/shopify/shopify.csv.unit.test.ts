import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { parseShopifyCsv } from '../../catalogue/import';
import { handleOf, shopifyCsvRows, shopifyCsvStream } from './shopify.csv';
import type { PublishProduct } from './shopify.selection';
import { textToHtml } from './shopify.selection';

const product = (over: Partial<PublishProduct> = {}): PublishProduct => ({
  id: 1,
  code: 'GX-001/A',
  title: 'Sunset, "large"',
  descriptionHtml: textToHtml('Paint by numbers.\n\nCanvas 40×50, <frame>.'),
  productType: 'Paintings',
  tags: ['sea', 'sunset'],
  pictureUrls: [
    'https://b2b.test/media/main.jpg',
    'https://b2b.test/media/2.jpg',
    'https://b2b.test/media/3.jpg',
  ],
  wholesale: '10.00',
  priceWithDiscount: '9.00',
  retail: '25.00',
  retailPrice: '13.90',
  stock: 7,
  shopifyProductId: null,
  shopifyVariantId: null,
  ...over,
});

describe('Shopify CSV rows (docs/rules.md#shopify-account)', () => {
  it('writes a product row with its first picture, then a row per further picture', () => {
    const rows = shopifyCsvRows(product());
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      Handle: 'gx-001-a',
      Title: 'Sunset, "large"',
      'Body (HTML)': '<p>Paint by numbers.</p><p>Canvas 40×50, &lt;frame&gt;.</p>',
      Type: 'Paintings',
      Tags: 'sea, sunset',
      'Variant SKU': 'GX-001/A',
      'Variant Price': '13.90',
      'Variant Inventory Qty': '7',
      'Image Src': 'https://b2b.test/media/main.jpg',
      'Image Position': '1',
    });
    expect(rows.slice(1)).toEqual([
      { Handle: 'gx-001-a', 'Image Src': 'https://b2b.test/media/2.jpg', 'Image Position': '2' },
      { Handle: 'gx-001-a', 'Image Src': 'https://b2b.test/media/3.jpg', 'Image Position': '3' },
    ]);
  });

  it('writes one row for a product without pictures', () => {
    expect(shopifyCsvRows(product({ pictureUrls: [] }))).toEqual([
      expect.objectContaining({ 'Image Src': '', 'Image Position': '' }),
    ]);
  });

  it('makes handles from codes', () => {
    expect(handleOf('AB 12/3')).toBe('ab-12-3');
    expect(handleOf('Кит-1')).toBe('кит-1');
    expect(handleOf('---')).toBe('product');
  });

  it('streams a CSV our importer reads back: codes, prices, quantities, pictures in order', async () => {
    async function* pages() {
      yield [product(), product({ id: 2, code: 'B-2', pictureUrls: ['https://b2b.test/media/b.jpg'] })];
      yield [product({ id: 3, code: 'C-3', retailPrice: '1.00', pictureUrls: [] })];
    }
    const chunks: Buffer[] = [];
    for await (const chunk of shopifyCsvStream(pages(), { error: () => {} })) chunks.push(Buffer.from(chunk));
    const csv = Buffer.concat(chunks);
    expect(csv.toString().split('\r\n')[0]).toMatch(/^Handle,Title,Body \(HTML\),Vendor,Type,Tags/);
    const items = [];
    for await (const event of parseShopifyCsv(Readable.from([csv]), { currency: 'EUR' })) {
      if (event.type === 'problem') throw new Error(JSON.stringify(event.problem));
      if (event.type === 'item') items.push(event.item);
    }
    expect(items.map((i) => [i.code, i.price, i.quantity, i.pictures.length])).toEqual([
      ['GX-001/A', '13.90', 7, 3],
      ['B-2', '13.90', 7, 1],
      ['C-3', '1.00', 7, 0],
    ]);
    expect(items[0]!.pictures).toEqual(product().pictureUrls);
    expect(items[0]!.name).toBe('Sunset, "large"');
  });
});
