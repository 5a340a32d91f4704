import iconv from 'iconv-lite';
import { ImportFileError, type ImportInput } from './import.types';

/** How many leading bytes are buffered to find a BOM or the XML declaration. */
const SNIFF_BYTES = 1024;

/** Encoding named by a byte-order mark, if any. */
export function bomEncoding(head: Uint8Array): string | null {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf-8';
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  return null;
}

/**
 * Encoding of an XML file: its BOM, else `encoding="…"` of the XML declaration (read as ASCII,
 * which every encoding a YML feed uses agrees on), else UTF-8.
 */
export function xmlEncoding(head: Uint8Array): string {
  const bom = bomEncoding(head);
  if (bom) return bom;
  const text = Buffer.from(head).toString('latin1');
  const declaration = /^\s*<\?xml[^>]*?\bencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(text);
  return declaration?.[1]?.toLowerCase() ?? 'utf-8';
}

/**
 * Decodes a byte stream chunk by chunk with iconv-lite's streaming decoder (characters split
 * across chunks are joined, a leading BOM is dropped). `pickEncoding` sees the first bytes.
 * Text chunks pass through (minus a BOM). Throws `ImportFileError` for an unknown encoding.
 */
export async function* decodeText(
  input: ImportInput,
  pickEncoding: (head: Uint8Array) => string,
): AsyncGenerator<string> {
  let head: Buffer[] = [];
  let headLength = 0;
  let decoder: iconv.DecoderStream | null = null;
  let first = true;
  for await (const chunk of input) {
    if (typeof chunk === 'string') {
      yield first ? chunk.replace(/^\ufeff/, '') : chunk;
      first = false;
    } else if (decoder) {
      yield decoder.write(Buffer.from(chunk));
    } else {
      head.push(Buffer.from(chunk));
      headLength += chunk.length;
      if (headLength < SNIFF_BYTES) continue;
      const bytes = Buffer.concat(head);
      head = [];
      decoder = openDecoder(pickEncoding(bytes));
      yield decoder.write(bytes);
    }
  }
  if (!decoder && headLength > 0) {
    const bytes = Buffer.concat(head);
    decoder = openDecoder(pickEncoding(bytes));
    yield decoder.write(bytes);
  }
  const rest = decoder?.end();
  if (rest) yield rest;
}

function openDecoder(encoding: string): iconv.DecoderStream {
  if (!iconv.encodingExists(encoding)) {
    throw new ImportFileError('IMPORT_FILE_BROKEN', `Unsupported encoding "${encoding}"`, 1);
  }
  return iconv.getDecoder(encoding);
}
