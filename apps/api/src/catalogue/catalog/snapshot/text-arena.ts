/**
 * The process's store of the snapshot's pre-serialised product texts (docs/rules.md#snapshot-memory,
 * decision 0047): UTF-8 bytes written back to back into slabs of SLAB_BYTES outside the JS heap,
 * each product holding its slab and byte offsets. A V8 string holds a text with any character past
 * U+00FF in two bytes a character (Cyrillic, and the typographic quotes of most English texts),
 * plus a header and the concatenation's intermediate strings; UTF-8 holds ASCII in one byte and
 * Cyrillic in two. A slab is only ever appended to, so a product written earlier never changes,
 * and it is freed with the last product that refers to it (a whole read starts new slabs; the old
 * snapshot's go with it).
 */

/** Bytes a slab holds (a longer record gets a slab of its own). */
export const SLAB_BYTES = 1 << 20;

/** Where a record's texts lie: the slab and the byte offset where each text starts, then where the last ends. */
export type TextRecord = { slab: Buffer; cuts: readonly number[] };

let slab: Buffer = Buffer.alloc(0);
let used = 0;

/**
 * Writes `texts` back to back into the open slab (a new one when they do not fit) and answers the
 * slab with `texts.length + 1` offsets: text i lies in `[cuts[i], cuts[i + 1])`.
 */
export function writeTexts(texts: readonly string[]): TextRecord {
  const lengths = texts.map((text) => Buffer.byteLength(text));
  const bytes = lengths.reduce((sum, length) => sum + length, 0);
  if (used + bytes > slab.length) {
    slab = Buffer.allocUnsafeSlow(Math.max(SLAB_BYTES, bytes));
    used = 0;
  }
  // One write of the texts joined: a call to write costs far more than the bytes of a short text.
  slab.write(texts.join(''), used);
  const cuts = [used];
  for (const length of lengths) cuts.push(cuts[cuts.length - 1]! + length);
  used += bytes;
  return { slab, cuts };
}

/** The text of `slab` between byte offsets `start` and `end`. */
export const readText = (slab: Buffer, start: number, end: number): string =>
  slab.toString('utf8', start, end);
