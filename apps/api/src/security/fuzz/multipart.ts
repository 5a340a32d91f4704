import fc from 'fast-check';
import { hostileText } from './arbitraries';

/**
 * Multipart bodies for the fuzzing (docs/security.md#how-it-is-proven): well-formed uploads of a
 * picture, a feed or a CSV under any file name, and broken ones (odd boundaries, hostile part
 * names, cut short).
 */

const short = hostileText.filter((s) => s.length <= 200);

/** A request body and its Content-Type (none when `type` is undefined). */
export type Body = { type?: string; data: string | Uint8Array };

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]);
/** A 1×1 PNG: a picture the upload accepts, so a hostile file name reaches the database. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** Feeds the import takes (as a dry run or for real), with hostile names, prices and codes. */
const offer = (name: string, price: string, code: string) =>
  `<offer id="${code}"><name>${name}</name><price>${price}</price><categoryId>1</categoryId><vendorCode>${code}</vendorCode></offer>`;
const FEEDS = [
  `<?xml version="1.0"?><yml_catalog><shop><categories><category id="1">Fuzz</category></categories><offers>${offer('=HYPERLINK("x")', '1e308', 'FZ-1')}${offer('-2+3', '-1', 'FZ-2')}${offer('a', '99999999999999999999', 'FZ-3')}${offer('b', '0.001', 'FZ-4')}</offers></shop></yml_catalog>`,
  `<?xml version="1.0"?><yml_catalog><shop><offers>${offer('&#xD800;', '1', 'FZ-5')}</offers></shop></yml_catalog>`,
  `<?xml version="1.0"?><yml_catalog><shop><categories><category id="1">&#0;</category></categories><offers>${offer('x'.repeat(5000), 'NaN', '\u0000')}</offers></shop></yml_catalog>`,
  '<?xml version="1.0"?><yml_catalog><shop><offers><offer',
];
const CSV =
  'Title,URL handle,SKU,Price\n=HYPERLINK("x"),fz-1,FZ-CSV,1e308\n\u0000,fz-2,,-1\n@cmd,fz-3,FZ-C3,99999999999999999999\n';
const encoder = new TextEncoder();

const part = fc.record({
  name: fc.oneof(fc.constantFrom('file', 'file', 'files', 'x'), short),
  filename: fc.option(
    fc.oneof(fc.constantFrom('a.jpg', 'feed.yml', 'export.csv', '', '../../../x.jpg'), short),
  ),
  type: fc.constantFrom('image/jpeg', 'image/png', 'text/plain', 'application/octet-stream', '', 'text/csv'),
  content: fc.oneof(
    fc.constantFrom<Uint8Array>(
      PNG,
      JPEG,
      PICTURE,
      PICTURE,
      ...FEEDS.map((f) => encoder.encode(f)),
      encoder.encode(CSV),
      new Uint8Array(),
    ),
    fc.uint8Array({ maxLength: 300 }),
  ),
});

/** A multipart body, well formed or not: missing or odd boundaries, hostile names, cut short. */
export const multipart: fc.Arbitrary<Body> = fc
  .record({
    boundary: fc.constantFrom('XyZ', 'fuzz0123456789', 'a'.repeat(100), 'b c'),
    header: fc.constantFrom('ok', 'ok', 'ok', 'none', 'empty'),
    parts: fc.array(part, { maxLength: 3 }),
    ending: fc.constantFrom('close', 'close', 'none', 'cut'),
    cut: fc.nat(),
  })
  .map(({ boundary, header, parts, ending, cut }) => {
    const chunks: Uint8Array[] = [];
    for (const p of parts) {
      const file = p.filename === null ? '' : `; filename="${p.filename}"`;
      const type = p.type ? `\r\nContent-Type: ${p.type}` : '';
      chunks.push(
        encoder.encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${file}${type}\r\n\r\n`,
        ),
      );
      chunks.push(p.content, encoder.encode('\r\n'));
    }
    if (ending !== 'none') chunks.push(encoder.encode(`--${boundary}--\r\n`));
    let data = new Uint8Array(Buffer.concat(chunks));
    if (ending === 'cut' && data.length > 0) data = data.slice(0, cut % data.length);
    const type = {
      ok: `multipart/form-data; boundary=${boundary}`,
      none: 'multipart/form-data',
      empty: 'multipart/form-data; boundary=',
    }[header]!;
    return { type, data };
  });

/** A well-formed upload: one `file` part holding a picture, a feed or a CSV, under any file name. */
export const upload: fc.Arbitrary<Body> = fc
  .record({
    filename: fc.oneof(fc.constantFrom('a.png', 'feed.yml', 'products.csv'), short),
    content: fc.constantFrom<Uint8Array>(
      PICTURE,
      ...FEEDS.slice(0, 3).map((f) => encoder.encode(f)),
      encoder.encode(CSV),
    ),
  })
  .map(({ filename, content }) => {
    const head = `--XyZ\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    const data = new Uint8Array(
      Buffer.concat([encoder.encode(head), content, encoder.encode('\r\n--XyZ--\r\n')]),
    );
    return { type: 'multipart/form-data; boundary=XyZ', data };
  });
