import { MEDIA_DOWNLOAD_TOKEN_TTL_SECONDS } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../test/factories/catalog';
import { createUser, loginAs } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * POST /download-media/token and GET /download-media?token= (docs/rules.md#media-export-alert): the page
 * hands the zip's URL to the browser, which streams the download to disk without an Authorization
 * header. The link token is single-use, short-lived, tied to the session, and never a bearer token.
 */
let t: TestApp;
let shop: string;
let viewer: string;
let shopUserId: number;

const linkFor = async (bearer: string) => {
  const res = await t.call('POST', '/api/v0/download-media/token', { token: bearer });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { token: string; expires_in: number; url: string };
};

beforeAll(async () => {
  t = await createTestApp();
  const customer = await createUser({ db: t.db, groups: ['warehouse'] });
  shopUserId = customer.user.id;
  const noGroup = await createUser({ db: t.db });
  shop = await loginAs(t, customer.user.username, customer.password);
  viewer = await loginAs(t, noGroup.user.username, noGroup.password);
  const categoryId = (await createCategory({ db: t.db })).id;
  await createProduct({
    db: t.db,
    categoryId,
    code: 'LINK-1',
    media: [{ fileName: 'p/gone/a.jpg', collectionName: 'main' }],
  });
});
afterAll(() => t?.close());

describe('download-media link token', () => {
  it('lets the browser download the zip once, without an Authorization header', async () => {
    const link = await linkFor(shop);
    expect(link.expires_in).toBe(MEDIA_DOWNLOAD_TOKEN_TTL_SECONDS);
    expect(link.url).toBe(`/api/v0/download-media?token=${encodeURIComponent(link.token)}`);
    const first = await t.call('GET', link.url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/zip');
    expect(first.headers.get('content-disposition')).toMatch(/^attachment; filename="media-/);
    const again = await t.call('GET', link.url);
    expect(again.status).toBe(401);
    expect(again.body.message).toBe(
      'Ссылка на выгрузку картинок недействительна или уже использована: начните выгрузку заново',
    );
  });

  it('is not a bearer token, and a bearer token is not a link token', async () => {
    const link = await linkFor(shop);
    expect((await t.call('POST', '/api/v0/auth/me', { token: link.token })).status).toBe(401);
    expect((await t.call('GET', `/api/v0/download-media?token=${encodeURIComponent(shop)}`)).status).toBe(
      401,
    );
    expect((await t.call('GET', '/api/v0/download-media?token=not-a-token')).status).toBe(401);
  });

  it('is refused to users without a warehouse-level group, anonymous callers and in English', async () => {
    expect((await t.call('POST', '/api/v0/download-media/token', { token: viewer })).status).toBe(403);
    expect((await t.call('POST', '/api/v0/download-media/token')).status).toBe(401);
    const en = await t.call('POST', '/api/v0/download-media/token', { token: shop, version: 'en' });
    expect(en.status).toBe(404);
  });

  it('stops working when the session that made it is logged out or the user loses the right', async () => {
    const customer = await createUser({ db: t.db, groups: ['warehouse'] });
    const bearer = await loginAs(t, customer.user.username, customer.password);
    const unused = await linkFor(bearer);
    expect((await t.call('POST', '/api/v0/auth/logout', { token: bearer })).status).toBeLessThan(300);
    expect((await t.call('GET', unused.url)).status).toBe(401);

    const demoted = await linkFor(shop);
    await t.db.execute(sql`delete from user_groups where user_id = ${shopUserId}`);
    expect((await t.call('GET', demoted.url)).status).toBe(403);
  });
});
