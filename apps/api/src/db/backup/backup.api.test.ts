import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDurableDatabase, type DurableDatabase } from '../../test/durable-database';
import { createCategory, createProduct } from '../../test/factories/catalog';
import { createStore, createUser } from '../../test/factories/users';
import { httpClient, signIn } from '../../test/http-client';
import { TEST_TMP } from '../../test/paths';
import { adminQuery, databaseUrlOf } from '../../test/postgres-databases';
import { exited, type ServerProcess, spawnScript, startServer } from '../../test/server-process';

/**
 * Backups that restore (docs/operations.md#backups-and-restore) on PGlite or PostgreSQL (TEST_DB):
 * a database with an order, its invoice and a product picture is backed up with
 * `npm run db:backup`, restored with `npm run db:restore` into a fresh data folder (and, on
 * PostgreSQL, a new empty database), and a server started on the restored copy serves the same
 * order, the same invoice and the same picture bytes. A damaged backup, one from a newer schema and
 * a target that holds data are refused.
 */
const CLI = 'apps/api/src/db/backup/backup.cli.ts';
const env = { AUTH_SECRET: 'backup-test-secret-0123456789abcdef0123' };
const PICTURE = 'p/1/backup-test.jpg';

let source: DurableDatabase;
let server: ServerProcess | undefined;
const scratch = path.join(TEST_TMP, `backup-${process.pid}-${Date.now().toString(36)}`);
const restoredDb = `kits_restored_${process.pid}_${Date.now().toString(36)}`;
const customer = { login: '', password: '' };

/** Runs the backup CLI's `command` on `target` (DATA_DIR, DATABASE_URL); answers exit code and output. */
async function cli(
  command: 'backup' | 'restore',
  args: string[],
  target: Record<string, string | undefined>,
) {
  const { child, output } = spawnScript(CLI, [command, ...args], target);
  return { code: await exited(child), output: output() };
}

const pdfText = async (bytes: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;

beforeAll(async () => {
  source = await createDurableDatabase();
  const database = await source.open();
  const { db } = database;
  await createStore({ db, id: 1, name: 'Склад', currency: 'RUB' });
  const category = await createCategory({ db });
  for (const code of ['BK-1', 'BK-2'])
    await createProduct({
      db,
      categoryId: category.id,
      code,
      prices: [{ currency: 'RUB', wholesale: '250.00', retail: '500.00' }],
      stock: [{ storeId: 1, quantity: 10 }],
      media: code === 'BK-1' ? [{ fileName: PICTURE, collectionName: 'main' }] : [],
    });
  const outlet = await createStore({ db, isRetail: true });
  const { user, password } = await createUser({ db, groups: ['warehouse'], stores: [outlet.id] });
  Object.assign(customer, { login: user.username, password });
  await database.close();
  mkdirSync(path.join(source.env.DATA_DIR, 'media/p/1'), { recursive: true });
  writeFileSync(path.join(source.env.DATA_DIR, 'media', PICTURE), Buffer.from('a picture, byte for byte'));
  mkdirSync(scratch, { recursive: true });
});

afterAll(async () => {
  await server?.kill();
  await source?.drop();
  if (process.env.TEST_DB === 'postgres')
    await adminQuery(`drop database if exists ${restoredDb} with (force)`);
  rmSync(scratch, { recursive: true, force: true });
});

describe('npm run db:backup and db:restore', () => {
  it('restores into a fresh data folder a copy that serves the same order, invoice and picture', async () => {
    server = await startServer({ env: { ...source.env, ...env } });
    const call = httpClient(server.url);
    const token = await signIn(server.url, customer.login, customer.password);
    const products = (await call('GET', '/api/v0/catalog/products?q=BK-', { token })).body.data as {
      id: number;
    }[];
    for (const product of products) await call('PATCH', `/api/v0/basket/increase/${product.id}`, { token });
    const sent = await call('POST', '/api/v0/order/send', { token, body: { order_comment: {} } });
    expect(sent.status).toBe(201);
    const order = sent.body;
    const invoice = (await call('POST', '/api/v0/order/invoice', { token, body: { order_uuid: order.uuid } }))
      .body;
    const pdf = (await call('GET', `/api/v0/order/invoice/${invoice.id}`, { token })).bytes;
    const before = (await call('GET', `/api/v0/orders/${order.uuid}`, { token })).body.data;
    expect(before.invoice_id).toBe(invoice.id);
    const picture = Buffer.from(await (await fetch(`${server.url}/media/${PICTURE}`)).arrayBuffer());
    expect(picture.toString()).toBe('a picture, byte for byte');
    // PostgreSQL is dumped while its server runs; the embedded database wants its server stopped.
    if (source.kind === 'pglite') {
      const refused = await cli('backup', [path.join(scratch, 'while-running')], source.env);
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/open in process \d+/);
      expect(await server.stop()).toBe(0);
      server = undefined;
    }
    const backupDir = path.join(scratch, 'backup');
    const made = await cli('backup', [backupDir], source.env);
    expect(made.code, made.output).toBe(0);
    const manifest = JSON.parse(readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'));
    expect(Object.keys(manifest.files).sort()).toEqual(
      [source.kind === 'postgres' ? 'database.dump' : 'pglite.tar.gz', 'media.tar.gz'].sort(),
    );
    await server?.stop();
    server = undefined;

    const target: Record<string, string | undefined> = { DATA_DIR: path.join(scratch, 'restored-data') };
    if (source.kind === 'postgres') {
      await adminQuery(`create database ${restoredDb}`);
      target.DATABASE_URL = databaseUrlOf(restoredDb);
    }
    const restored = await cli('restore', [backupDir], target);
    expect(restored.code, restored.output).toBe(0);
    // A second restore onto what is now there is refused without --force.
    const again = await cli('restore', [backupDir], target);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/not empty/);

    server = await startServer({ env: { ...target, ...env } });
    const copy = httpClient(server.url);
    const token2 = await signIn(server.url, customer.login, customer.password);
    const read = await copy('GET', `/api/v0/orders/${order.uuid}`, { token: token2 });
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(before);
    const pdf2 = (await copy('GET', `/api/v0/order/invoice/${invoice.id}`, { token: token2 })).bytes;
    expect(await pdfText(pdf2)).toBe(await pdfText(pdf));
    const picture2 = Buffer.from(await (await fetch(`${server.url}/media/${PICTURE}`)).arrayBuffer());
    expect(picture2.equals(picture)).toBe(true);
    expect(await server.stop()).toBe(0);
    server = undefined;
  }, 180_000);

  it('refuses a damaged backup and one from a newer schema', async () => {
    const backupDir = path.join(scratch, 'backup');
    const target = { DATA_DIR: path.join(scratch, 'other-target'), DATABASE_URL: source.env.DATABASE_URL };
    const manifestFile = path.join(backupDir, 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    writeFileSync(
      manifestFile,
      JSON.stringify({ ...manifest, migration: { tag: '9999_future', when: 9e15 } }),
    );
    const newer = await cli('restore', [backupDir], target);
    expect(newer.code).toBe(1);
    expect(newer.output).toMatch(/newer than this code/);
    writeFileSync(manifestFile, JSON.stringify(manifest));
    writeFileSync(path.join(backupDir, 'media.tar.gz'), 'not the tar it was');
    const damaged = await cli('restore', [backupDir], target);
    expect(damaged.code).toBe(1);
    expect(damaged.output).toMatch(/media\.tar\.gz does not match its checksum/);
  }, 60_000);
});
