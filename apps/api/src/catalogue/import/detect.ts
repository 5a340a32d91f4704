import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { bomEncoding } from './decode';
import { type ImportEvent, ImportFileError, type ImportFormat, type ImportInput } from './import.types';
import { normalizeHeader } from './shopify.columns';
import { parseShopifyCsv, type ShopifyCsvOptions } from './shopify.parser';
import { parseYml } from './yml.parser';

/** Leading bytes `parseFeed` reads before choosing a parser. */
const HEAD_BYTES = 64 * 1024;

/**
 * The format of a feed from its first bytes, else its file name:
 * `<?xml`, `<yml_catalog` or a `<!DOCTYPE yml_catalog` → yml; a first line with a Handle or
 * URL handle column → shopify; with no content to look at, `.xml`/`.yml` → yml, `.csv` → shopify.
 * Null when neither tells (or the content contradicts the name: content wins).
 */
export function detectFormat({
  head,
  fileName,
}: {
  head: Uint8Array;
  fileName?: string;
}): ImportFormat | null {
  const encoding = bomEncoding(head);
  const text = Buffer.from(head)
    .toString(encoding === 'utf-16le' ? 'utf16le' : 'utf8')
    .replace(/^\ufeff/, '')
    .trimStart();
  if (/^<(\?xml|yml_catalog|!DOCTYPE\s+yml_catalog)/i.test(text)) return 'yml';
  if (text) return isShopifyHeader(text) ? 'shopify' : null;
  const extension = path.extname(fileName ?? '').toLowerCase();
  if (extension === '.xml' || extension === '.yml') return 'yml';
  if (extension === '.csv') return 'shopify';
  return null;
}

function isShopifyHeader(text: string): boolean {
  const end = text.search(/\r?\n/);
  const firstLine = end === -1 ? text : text.slice(0, end);
  try {
    const [header] = parse(firstLine, {
      relax_quotes: true,
      relax_column_count: true,
      to_line: 1,
    }) as string[][];
    return (header ?? []).some((cell) => ['handle', 'url handle'].includes(normalizeHeader(cell)));
  } catch {
    return false;
  }
}

/**
 * Reads the first bytes, detects the format (or takes `format`) and streams the feed's events
 * through `parseYml` or `parseShopifyCsv`, the bytes read ahead included.
 * @throws ImportFileError IMPORT_FILE_EMPTY, IMPORT_FORMAT_UNKNOWN, and the parsers' errors.
 */
export async function* parseFeed(
  input: ImportInput,
  options: { fileName?: string; format?: ImportFormat } & ShopifyCsvOptions = {},
): AsyncGenerator<ImportEvent> {
  const iterator = input[Symbol.asyncIterator]();
  // Chunks are replayed as they came: text chunks must not be re-decoded by the XML declaration.
  const head: (Uint8Array | string)[] = [];
  let headLength = 0;
  let done = false;
  while (headLength < HEAD_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    head.push(next.value);
    headLength += next.value.length;
  }
  const bytes = Buffer.concat(head.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk)));
  const format = options.format ?? detectFormat({ head: bytes, fileName: options.fileName });
  if (!format) {
    if (
      !bytes
        .toString('utf8')
        .replace(/^\ufeff/, '')
        .trim()
    ) {
      throw new ImportFileError('IMPORT_FILE_EMPTY', 'The file is empty');
    }
    throw new ImportFileError(
      'IMPORT_FORMAT_UNKNOWN',
      'Unknown file format: expected a YML catalogue (XML) or a Shopify product CSV with a Handle column',
    );
  }
  async function* replay(): ImportInput {
    yield* head;
    if (done) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  yield* format === 'yml' ? parseYml(replay()) : parseShopifyCsv(replay(), options);
}
