import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { PGLITE_TEMPLATE, TEST_TMP } from '../test/paths';
import { keepCheckpointing } from './pglite-checkpoints';

/**
 * PGlite checkpoints (docs/security.md#durability): single-user PostgreSQL never checkpoints by
 * itself, so keepCheckpointing bounds the WAL a killed process replays at its next start.
 */
const dir = path.join(TEST_TMP, `checkpoints-${process.pid}-${randomBytes(4).toString('hex')}`);
let client: PGlite | undefined;
afterAll(async () => {
  await client?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Bytes of WAL written since the last checkpoint's redo point. */
async function walBehind(db: PGlite): Promise<number> {
  const { rows } = await db.query<{ behind: number }>(
    'select pg_wal_lsn_diff(pg_current_wal_lsn(), redo_lsn)::float8 as behind from pg_control_checkpoint()',
  );
  return rows[0]!.behind;
}

/** About `mb` MB of WAL: rows of 1 KB, a thousand a statement. */
async function writeWal(db: PGlite, mb: number) {
  await db.exec('create table if not exists filler (t text)');
  for (let i = 0; i < mb; i++)
    await db.exec(`insert into filler select repeat(md5(g::text), 32) from generate_series(1, 1000) g`);
}

describe.skipIf(process.env.TEST_DB === 'postgres')('keepCheckpointing (PGlite)', () => {
  it('checkpoints once the WAL since the last checkpoint passes the bound, which PGlite alone never does', async () => {
    client = await PGlite.create(dir, { loadDataDir: new Blob([readFileSync(PGLITE_TEMPLATE)]) });
    const start = await walBehind(client);
    await writeWal(client, 6);
    // PGlite alone: nothing moved the redo point, even past the bound.
    expect(await walBehind(client)).toBeGreaterThan(start + 4 * 1024 * 1024);

    const stop = keepCheckpointing(client, { intervalMs: 20, maxWalBytes: 1024 * 1024 });
    try {
      const deadline = Date.now() + 10_000;
      while ((await walBehind(client)) > 1024 * 1024 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await walBehind(client)).toBeLessThanOrEqual(1024 * 1024);
      // Under the bound it leaves the WAL alone.
      await client.exec(`insert into filler values ('one more row')`);
      const below = await walBehind(client);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await walBehind(client)).toBeGreaterThanOrEqual(below);
    } finally {
      await stop();
    }
  });
});
