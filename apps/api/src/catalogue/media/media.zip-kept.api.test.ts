import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mediaDir, mediaZipCacheDir } from '../../config';
import { createCategory, createProduct } from '../../test/factories/catalog';
import { createUser, loginAs } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';
import { storeImage } from './media.files';

/**
 * The attack of issue 30 item 10 (docs/security.md#downloads, docs/rules.md#download-media): one
 * customer asks for the zip of every main picture eight times at once. It is built once and kept
 * while no main picture changes, the eight are answered one after another from the kept file, and
 * conditional and range requests are answered from it too. Builds are counted at the zip writer,
 * and the answers being sent at once at @fastify/send's streams.
 */
const counts = vi.hoisted(() => ({ builds: 0, sending: 0, mostAtOnce: 0 }));
vi.mock('./media.zip', async (importOriginal) => {
  const real = await importOriginal<typeof import('./media.zip')>();
  return {
    ...real,
    streamMainImagesZip: (...args: Parameters<typeof real.streamMainImagesZip>) => {
      counts.builds += 1;
      return real.streamMainImagesZip(...args);
    },
  };
});
vi.mock('@fastify/send', async (importOriginal) => {
  const real = (await importOriginal<{ default: typeof import('@fastify/send').default }>()).default;
  const spied = async (...args: Parameters<typeof real>) => {
    const sent = await real(...args);
    counts.sending += 1;
    counts.mostAtOnce = Math.max(counts.mostAtOnce, counts.sending);
    sent.stream.once('close', () => {
      counts.sending -= 1;
    });
    return sent;
  };
  return { default: spied };
});

let t: TestApp;
let shop: string;
let categoryId: number;

const picture = (colour: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** A product with a main picture on disk. */
async function productWithMain(code: string, colour: string) {
  const product = await createProduct({ db: t.db, categoryId, code });
  const stored = await storeImage({
    mediaDir: mediaDir(t.config),
    productId: product.id,
    buffer: await picture(colour),
  });
  await t.db.execute(
    sql`insert into media (product_id, collection_name, name, file_name, thumb_file_name, position) values
     (${product.id}, 'main', 'm.jpg', ${stored.fileName}, ${stored.thumbFileName}, 0)`,
  );
}

/**
 * A download as a client revalidating would ask it (`Cache-Control: max-age=0`: fetch itself
 * adds `no-cache`, a reload that must skip the 304, to a request with If-None-Match otherwise).
 */
const download = (headers: Record<string, string> = {}) =>
  t.call('GET', '/api/v0/download-media', {
    token: shop,
    headers: { 'cache-control': 'max-age=0', ...headers },
  });

beforeAll(async () => {
  t = await createTestApp();
  const customer = await createUser({ db: t.db, groups: ['warehouse'] });
  shop = await loginAs(t, customer.user.username, customer.password);
  categoryId = (await createCategory({ db: t.db })).id;
  await productWithMain('KEPT-001', '#aa0000');
  await productWithMain('KEPT-002', '#00aa00');
});
afterAll(() => t?.close());

describe('GET /download-media from the kept zip', () => {
  it('answers eight parallel downloads of one user one at a time from one build', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => download()));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.bytes.toString('base64'))).size).toBe(1);
    expect(new Set(answers.map((a) => a.headers.get('etag'))).size).toBe(1);
    expect(counts.builds).toBe(1);
    expect(counts.mostAtOnce).toBe(1);
    expect(answers[0]!.headers.get('accept-ranges')).toBe('bytes');
    expect(answers[0]!.headers.get('content-type')).toBe('application/zip');
    expect(Number(answers[0]!.headers.get('content-length'))).toBe(answers[0]!.bytes.length);
  });

  it('answers If-None-Match with 304, a Range with 206, a range outside with 416, without building again', async () => {
    const whole = await download();
    const etag = whole.headers.get('etag')!;
    const unchanged = await download({ 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.bytes.length).toBe(0);
    const part = await download({ range: 'bytes=10-109' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-109/${whole.bytes.length}`);
    expect(part.bytes.equals(whole.bytes.subarray(10, 110))).toBe(true);
    // A range past the end, or a resumed download of a file that changed: the error body.
    const outside = await download({ range: `bytes=${whole.bytes.length + 10}-` });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${whole.bytes.length}`);
    expect(outside.body).toMatchObject({ code: 'RANGE_NOT_SATISFIABLE', message: expect.any(String) });
    const changed = await download({ 'if-match': '"another"', range: 'bytes=0-9' });
    expect(changed.status).toBe(412);
    expect(changed.body).toMatchObject({ code: 'PRECONDITION_FAILED', message: expect.any(String) });
    expect(counts.builds).toBe(1);
  });

  it('builds again once a main picture changed, and keeps only the new zip', async () => {
    const before = await download();
    await productWithMain('KEPT-003', '#0000aa');
    const after = await download();
    expect(after.status).toBe(200);
    expect(counts.builds).toBe(2);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(after.bytes.length).toBeGreaterThan(before.bytes.length);
    const kept = readdirSync(mediaZipCacheDir(t.config));
    expect(kept).toHaveLength(1);
    expect(existsSync(path.join(mediaZipCacheDir(t.config), kept[0]!))).toBe(true);
    // The old validator no longer matches: the whole new zip comes.
    expect((await download({ 'if-none-match': before.headers.get('etag')! })).status).toBe(200);
  });
});
