import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateYmlFeed } from '../catalogue/import/yml.generate';
import { type Executor, queryRows } from '../db/client';
import { createDurableDatabase, type DurableDatabase } from '../test/durable-database';
import { exited, spawnScript } from '../test/server-process';

/**
 * Durability of the catalogue import (docs/import.md "Batches, failures, resuming";
 * docs/security.md#durability): `npm run catalog:import` (import.cli.ts) in its own process,
 * SIGKILLed in the middle of its writing pass, leaves whole batches only; running it again ends
 * with the catalogue a clean run writes into an empty database.
 */
const OFFERS = 240;
const CLI = 'apps/api/src/catalogue/import/import.cli.ts';
const ARGS = ['--no-pictures', '--batch', '4'];

let killed: DurableDatabase;
let clean: DurableDatabase;
let feed: string;

beforeAll(async () => {
  [killed, clean] = await Promise.all([createDurableDatabase(), createDurableDatabase()]);
  // Migrate both (and on PGlite unpack the template) before a CLI opens them.
  for (const store of [killed, clean]) await (await store.open()).close();
  feed = path.join(killed.env.DATA_DIR, 'kits-feed.xml');
  await pipeline(generateYmlFeed({ offers: OFFERS, seed: 15 }), createWriteStream(feed));
});

afterAll(async () => {
  await killed?.drop();
  await clean?.drop();
});

/** Runs the import CLI on `store` to its end; answers its exit code and output. */
async function runImport(store: DurableDatabase) {
  const run = spawnScript(CLI, [feed, ...ARGS], store.env);
  return { code: await exited(run.child), output: run.output() };
}

/** The import's products with what it writes for each, without ids or times. */
function catalogue(db: Executor) {
  return queryRows<Record<string, unknown>>(
    db,
    sql`select p.external_key, p.code, p.name_ru, p.size, p.is_premium, p.import_hash, c.external_key as category,
        (select json_agg(json_build_object('c', currency, 'w', wholesale::text, 'r', retail::text) order by currency)
          from product_prices where product_id = p.id) as prices,
        (select json_agg(slug || '=' || value order by position) from product_properties where product_id = p.id) as properties,
        (select json_agg(store_id || ':' || quantity order by store_id) from stock where product_id = p.id) as stock
      from products p join categories c on c.id = p.category_id
      where p.external_key like 'yml:kits-feed:%' order by p.external_key`,
  );
}

async function read<T>(store: DurableDatabase, fn: (db: Executor) => Promise<T>): Promise<T> {
  const database = await store.open();
  try {
    return await fn(database.db);
  } finally {
    await database.close();
  }
}

describe('SIGKILL during a catalogue import', () => {
  it('leaves whole batches, and running it again gives the catalogue of a clean run', async () => {
    const run = spawnScript(CLI, [feed, ...ARGS], killed.env);
    // Killed once the writing pass has committed its first batches.
    await new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        const match = /writing: (\d+)\//.exec(run.output().split('\n').reverse().join('\n'));
        if (match && Number(match[1]) >= 8) {
          clearInterval(timer);
          resolve();
        } else if (run.child.exitCode !== null) {
          clearInterval(timer);
          reject(new Error(`the import ended before it was killed:\n${run.output()}`));
        }
      }, 10);
    });
    run.child.kill('SIGKILL');
    await exited(run.child);

    const partial = await read(killed, catalogue);
    expect(partial.length).toBeGreaterThanOrEqual(8);
    expect(partial.length).toBeLessThan(OFFERS);
    // Whole batches: a whole number of batches of 4, every product with its four prices and its stock.
    expect(partial.length % 4).toBe(0);
    for (const product of partial) {
      expect(product.prices).toHaveLength(4);
      expect(product.stock).toHaveLength(1);
    }

    const [resumed, fresh] = await Promise.all([runImport(killed), runImport(clean)]);
    expect(resumed.code, resumed.output).toBe(0);
    expect(fresh.code, fresh.output).toBe(0);
    expect(resumed.output).toMatch(new RegExp(`unchanged\\s+${partial.length}\\b`));
    expect(fresh.output).toMatch(new RegExp(`created\\s+${OFFERS}\\b`));

    const [afterResume, afterClean] = await Promise.all([read(killed, catalogue), read(clean, catalogue)]);
    expect(afterResume).toHaveLength(OFFERS);
    expect(afterResume).toEqual(afterClean);
  }, 120_000);
});
