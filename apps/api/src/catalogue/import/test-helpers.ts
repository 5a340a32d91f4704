import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from '../../config';
import type { ImportCategory, ImportEvent, ImportItem, ImportProblem } from './import.types';

/** The module's own fixtures. */
export const fixture = (name: string) =>
  readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', name));

/** Shopify's public sample CSVs, beside the repository (test input only, never copied in). */
export const samplesDir = path.resolve(repoRoot, '../shared/data/shopify-samples');

/** `bytes` as a stream of `size`-byte chunks, splitting multi-byte characters on purpose. */
export async function* chunked(bytes: Uint8Array, size = 7): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

export interface Collected {
  events: ImportEvent[];
  categories: ImportCategory[];
  items: ImportItem[];
  problems: ImportProblem[];
  /** The ImportFileError (or other error) that ended the stream, if any. */
  error: (Error & { code?: string; line?: number | null }) | null;
}

/** Drains an event stream, keeping the events read before an error. */
export async function collect(events: AsyncIterable<ImportEvent>): Promise<Collected> {
  const result: Collected = { events: [], categories: [], items: [], problems: [], error: null };
  try {
    for await (const event of events) {
      result.events.push(event);
      if (event.type === 'category') result.categories.push(event.category);
      else if (event.type === 'item') result.items.push(event.item);
      else result.problems.push(event.problem);
    }
  } catch (error) {
    result.error = error as Collected['error'];
  }
  return result;
}

/** Asserts the stream-order contract: categories before their children and items. */
export function categoryOrderViolations(events: ImportEvent[]): string[] {
  const known = new Set<string>();
  const violations: string[] = [];
  for (const event of events) {
    if (event.type === 'category') {
      const { key, parentKey } = event.category;
      if (known.has(key)) violations.push(`category ${key} announced twice`);
      if (parentKey !== null && !known.has(parentKey)) violations.push(`category ${key} before its parent`);
      known.add(key);
    } else if (event.type === 'item' && !known.has(event.item.categoryKey)) {
      violations.push(`item ${event.item.key} before its category ${event.item.categoryKey}`);
    }
  }
  return violations;
}
