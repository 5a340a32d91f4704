import { constants, crc32, deflateRawSync } from 'node:zlib';

/** A zip entry: its bytes stored, or already deflated with their unpacked size and CRC-32. */
type ZipPart = { name: string; data: Buffer } | { name: string; deflated: Buffer; size: number; crc: number };

/** A zip (no zip64: every size under 4 GiB) of `parts`, in that order. */
export function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const stored = 'data' in part;
    const body = stored ? part.data : part.deflated;
    const size = stored ? part.data.length : part.size;
    const crc = stored ? crc32(part.data) : part.crc;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(stored ? 0 : 8, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(stored ? 0 : 8, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts of a one-sheet workbook around its sheet. */
function workbookParts(): ZipPart[] {
  const text = (name: string, xml: string) => ({ name, data: Buffer.from(xml) });
  return [
    text(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '</Types>',
    ),
    text(
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    text(
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    text(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
  ];
}

const SHEET_HEAD = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${NS}"><sheetData>`;
const SHEET_TAIL = '</sheetData></worksheet>';

/**
 * An XLSX zip bomb, as an attacker sends it: a valid workbook whose sheet unpacks to `unpackedMb`
 * MiB of rows (444 by default) from about 1/1000 of that on disk. The sheet's deflate stream is
 * one MiB of rows compressed once (a full flush, so it stands alone) and repeated.
 */
export function xlsxBomb(unpackedMb = 444): Buffer {
  const row = '<row><c t="inlineStr"><is><t>BOMB-1</t></is></c><c><v>1</v></c></row>';
  const chunk = Buffer.from(row.repeat(Math.ceil((1024 * 1024) / row.length)));
  const head = Buffer.from(SHEET_HEAD);
  const tail = Buffer.from(SHEET_TAIL);
  const flushed = (data: Buffer) => deflateRawSync(data, { finishFlush: constants.Z_FULL_FLUSH });
  const repeated = flushed(chunk);
  let crc = crc32(head);
  for (let i = 0; i < unpackedMb; i += 1) crc = crc32(chunk, crc);
  crc = crc32(tail, crc);
  const deflated = Buffer.concat([
    flushed(head),
    ...Array.from({ length: unpackedMb }, () => repeated),
    deflateRawSync(tail),
  ]);
  const size = head.length + chunk.length * unpackedMb + tail.length;
  return zipOf([...workbookParts(), { name: 'xl/worksheets/sheet1.xml', deflated, size, crc }]);
}

/**
 * A real XLSX of `rows` quick-order rows (one of 50 numeric codes, a quantity), deflated as Excel does.
 * `brokenAfter`: the sheet's XML is broken after that row, so a reader that goes further fails.
 */
export function xlsxSheet(options: { rows: number; brokenAfter?: number }): Buffer {
  const parts: string[] = [SHEET_HEAD];
  for (let r = 1; r <= options.rows; r += 1) {
    parts.push(`<row r="${r}"><c r="A${r}"><v>${100_000 + (r % 50)}</v></c><c r="B${r}"><v>1</v></c></row>`);
    if (r === options.brokenAfter) parts.push('<row r="x"><<<< not XML');
  }
  parts.push(SHEET_TAIL);
  const sheet = Buffer.from(parts.join(''));
  return zipOf([...workbookParts(), { name: 'xl/worksheets/sheet1.xml', data: sheet }].map(deflated));
}

function deflated(part: ZipPart): ZipPart {
  if (!('data' in part)) return part;
  return {
    name: part.name,
    deflated: deflateRawSync(part.data),
    size: part.data.length,
    crc: crc32(part.data),
  };
}
