import { type APIRequestContext, request } from '@playwright/test';
import { apiAs, catalogTable, counterpartyOf, expect, loginAs, picture, screenshot, test } from './fixtures';

/**
 * Shopping lists (docs/rules.md#shopping-lists), in both versions: a buyer of the franchise's
 * counterparty saves the outlet's basket as a list, adds one more product from the catalogue row,
 * raises a line past the stock and shares the list; a colleague of the same counterparty, working in
 * another outlet, finds it among the shared lists and orders it into that outlet's basket in one
 * click, told which line was capped by stock. Both buyers are new users of `franchise`'s
 * counterparty made by the manager for this story, so no other story's basket or store moves.
 */

/** The outlets of `franchise`'s counterparty the two buyers work in (docs/demo-data.md). */
const OUTLETS = { ru: { buyer: 102, colleague: 103 }, en: { buyer: 501, colleague: 502 } } as const;
const PASSWORD = 'lists-story-password';

type Product = { id: number; code: string; name: string; quantity: number };

/** A new warehouse user of `franchise`'s counterparty with a password set; answers its login. */
async function newColleague(baseURL: string, version: 'ru' | 'en', name: string, tag: string) {
  const manager = await apiAs(baseURL, 'manager');
  const counterpartyId = await counterpartyOf(manager, 'franchise');
  const username = `e2e.lists.${version}.${tag}.${Date.now()}`;
  const made = await manager.post(`/api/v0/services/counterparties/${counterpartyId}/users`, {
    data: {
      username,
      fullname: name,
      email: `${username}@franchise.example`,
      phone: null,
      locale: version,
      groups: ['warehouse'],
      discount: 0,
    },
  });
  expect(made.status()).toBe(201);
  const { link } = (await made.json()) as { link: { url: string } };
  await manager.dispose();
  const token = new URL(link.url).searchParams.get('token');
  const anonymous = await request.newContext({ baseURL });
  expect(
    (await anonymous.post('/api/v0/auth/set-password', { data: { token, password: PASSWORD } })).ok(),
  ).toBe(true);
  await anonymous.dispose();
  return username;
}

/** The API as `login` (signed in with the story's password), for set-up only. */
async function apiOf(baseURL: string, login: string): Promise<APIRequestContext> {
  const anonymous = await request.newContext({ baseURL });
  const res = await anonymous.post('/api/v0/auth/login', { data: { login, password: PASSWORD } });
  expect(res.ok()).toBe(true);
  const { access_token } = (await res.json()) as { access_token: string };
  await anonymous.dispose();
  return request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${access_token}` } });
}

test('a franchise buyer saves the basket as a shared list and a colleague orders it into another outlet', async ({
  page,
  t,
  version,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const names = version === 'ru' ? ['Ольга Закупова', 'Игорь Коллегин'] : ['Olga Buyer', 'Igor Colleague'];
  const buyer = await newColleague(baseURL!, version, names[0]!, 'a');
  const colleague = await newColleague(baseURL!, version, names[1]!, 'b');

  // Set-up: the buyer works in its outlet with three products in the basket.
  const buyerApi = await apiOf(baseURL!, buyer);
  expect((await buyerApi.patch(`/api/v0/store/active/${OUTLETS[version].buyer}`)).ok()).toBe(true);
  const found = await buyerApi.get('/api/v0/catalog/products?in_stock=1&per_page=40');
  const products = ((await found.json()) as { data: Product[] }).data.filter(
    (p) => p.quantity >= 3 && p.quantity < 500,
  );
  expect(products.length).toBeGreaterThanOrEqual(4);
  const [first, second, third, fromCatalogue] = products as [Product, Product, Product, Product];
  for (const [product, count] of [
    [first, 1],
    [second, 2],
    [third, 1],
  ] as const) {
    expect((await buyerApi.put(`/api/v0/basket/${product.id}`, { data: { count } })).ok()).toBe(true);
  }
  await buyerApi.dispose();

  // The buyer saves the basket as a new list.
  await loginAs(page, buyer as `e2e.${string}`, { password: PASSWORD });
  await page.goto('/catalog/basket');
  await page.getByRole('button', { name: t('basket:toList.save') }).click();
  const save = page.getByRole('dialog', { name: t('shopping-lists:add.titleMany', { count: 3 }) });
  // Named for this run: the counterparty's colleagues also see the other version's (and earlier runs') lists.
  const listName = `${version === 'ru' ? 'Наборы недели' : 'Weekly kits'} ${buyer.slice(-4)}`;
  await save.getByLabel(t('shopping-lists:name')).fill(listName);
  await save.getByRole('button', { name: t('shopping-lists:add.submitNew') }).click();
  await expect(save).toBeHidden();

  // One more product from the catalogue row, two of them, into the same list.
  await page.goto(`/catalog?q=${encodeURIComponent(fromCatalogue.code)}`);
  await catalogTable(page, t)
    .locator('tbody tr', { has: page.getByText(fromCatalogue.code, { exact: true }) })
    .getByRole('button', { name: t('basket:toList.add', { name: fromCatalogue.name }) })
    .click();
  const add = page.getByRole('dialog', { name: t('shopping-lists:add.title') });
  await expect(add.getByRole('combobox', { name: t('shopping-lists:add.list') })).toHaveValue(/\d+/);
  await add.getByLabel(t('shopping-lists:add.quantity')).fill('2');
  await picture(page, 'lists-add-from-catalogue', { dir: 'shopping-lists' });
  await add.getByRole('button', { name: t('shopping-lists:add.submit'), exact: true }).click();
  await expect(add).toBeHidden();

  // On the lists page: four lines; the first raised past its stock; the list shared.
  await page.getByRole('link', { name: t('layout:nav.lists'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('shopping-lists:title') })).toBeVisible();
  const detail = page.locator('.card', { has: page.getByRole('heading', { level: 2, name: listName }) });
  await expect(detail.locator('tbody tr')).toHaveCount(4);
  const quantity = detail.getByLabel(t('shopping-lists:quantityOf', { name: first.name, code: first.code }));
  await quantity.fill(String(first.quantity + 5));
  await quantity.press('Enter');
  await expect(
    detail.getByText(t('shopping-lists:summary', { lines: 4, units: first.quantity + 10 })),
  ).toBeVisible();
  // The switch follows the server's answer (no optimistic change): click, then see it on.
  const share = detail.getByLabel(t('shopping-lists:share'));
  await share.click();
  await expect(share).toBeChecked();
  await expect(
    page
      .getByRole('navigation', { name: t('shopping-lists:title') })
      .getByRole('button', { name: new RegExp(listName) }),
  ).toContainText(t('shopping-lists:sharedBadge'));
  await screenshot(page, 'lists-owner', 'shopping-lists');

  // The colleague, in another outlet, finds the shared list and orders it in one click.
  const colleagueApi = await apiOf(baseURL!, colleague);
  expect((await colleagueApi.patch(`/api/v0/store/active/${OUTLETS[version].colleague}`)).ok()).toBe(true);
  await colleagueApi.dispose();
  await loginAs(page, colleague as `e2e.${string}`, { password: PASSWORD });
  await page.goto('/lists');
  const nav = page.getByRole('navigation', { name: t('shopping-lists:title') });
  await expect(nav.getByText(t('shopping-lists:noneShared'))).toBeHidden();
  await nav.getByRole('button', { name: new RegExp(listName) }).click();
  await expect(page.getByText(t('shopping-lists:owner', { name: names[0]! })).first()).toBeVisible();
  await expect(page.getByText(t('shopping-lists:readOnly'))).toBeVisible();
  await expect(page.getByRole('button', { name: t('shopping-lists:delete') })).toHaveCount(0);
  await page.getByRole('button', { name: t('shopping-lists:order') }).click();
  const result = page.getByRole('status').filter({ hasText: t('shopping-lists:skippedTitle') });
  await expect(result).toContainText(t('shopping-lists:ordered', { lines: 4, units: first.quantity + 5 }));
  await expect(result).toContainText(
    t('shopping-lists:reasons.partial', {
      name: first.name,
      code: first.code,
      added: first.quantity,
      wanted: first.quantity + 5,
    }),
  );
  await screenshot(page, 'lists-colleague', 'shopping-lists');

  // The colleague's outlet basket holds the list.
  const basket = await (await apiOf(baseURL!, colleague)).get('/api/v0/basket');
  const lines = ((await basket.json()) as { value: { id: number; basket_count: number }[] }).value;
  expect(lines).toEqual(
    expect.arrayContaining([
      { id: first.id, basket_count: first.quantity },
      { id: second.id, basket_count: 2 },
      { id: third.id, basket_count: 1 },
      { id: fromCatalogue.id, basket_count: 2 },
    ]),
  );
});
