import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  apiAs,
  basketLink,
  expect,
  loginAs,
  meetMinimumOrder,
  screenshot,
  type Texts,
  test,
} from './fixtures';

/**
 * The orders pages (issue 3 item 5: /orders, /orders/:uuid, invoice, order again, the staff's
 * filters). The customer is a partner shop of the demo data — partner02 on the Russian version,
 * partner03 on the English one — so this story never shares a basket with the basket stories
 * (shop, dropship) that run beside it: placing an order and ordering again both change the basket.
 */

type PlacedOrder = { uuid: string; name: string; lines: { code: string }[] };

const customerOf = (version: 'ru' | 'en') => (version === 'ru' ? 'partner02' : 'partner03');
const ordersTable = (page: Page, t: Texts) => page.getByRole('table', { name: t('orders:table.caption') });

/** The customer's contact person for this story's orders (made once per run and version). */
const CONTACT = { full_name: 'Анна Заказова', position: 'Закупщик', phone: '+7 900 555-01-02' };

/**
 * Places an order of two in-stock products (one unit each) for the customer, with a contact person
 * of theirs (CONTACT, added to their profile); their basket ends empty.
 */
async function writeOrderStatement(api: APIRequestContext): Promise<PlacedOrder> {
  expect((await api.delete('/api/v0/basket')).ok()).toBe(true);
  const { uuid } = (await (await api.post('/api/v0/auth/me')).json()).user as { uuid: string };
  const made = await api.post(`/api/v0/profile/${uuid}/contact-face`, { data: CONTACT });
  expect(made.status()).toBe(201);
  const contact = ((await made.json()) as { data: { id: number } }).data.id;
  const list = await api.get('/api/v0/catalog/products?in_stock=1&sort=-price&per_page=2');
  const { data } = (await list.json()) as { data: { id: number }[] };
  for (const product of data)
    expect((await api.patch(`/api/v0/basket/increase/${product.id}`)).ok()).toBe(true);
  await meetMinimumOrder(api);
  const sent = await api.post('/api/v0/order/send', {
    data: {
      order_comment: { address: 'г. Тверь, ул. Советская, д. 5', comment: 'e2e: orders story', contact },
    },
    headers: { 'Idempotency-Key': `e2e-orders-${Date.now()}` },
  });
  expect(sent.status()).toBe(201);
  return (await sent.json()) as PlacedOrder;
}

test.describe('the orders', () => {
  test('a customer finds the order in the list, opens it, downloads its invoice and orders it again', async ({
    page,
    t,
    version,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const login = customerOf(version);
    const api = await apiAs(baseURL!, login);
    const order = await writeOrderStatement(api);

    await loginAs(page, login);
    await page.goto('/orders');
    const row = ordersTable(page, t).locator('tbody tr').filter({ hasText: order.name });
    await expect(row).toBeVisible();
    await expect(row).toContainText(t('orders:status.new'));
    // Customers filter by status, outlet, buyer and days (docs/rules.md#company-orders), never by
    // customer text, and have no customer column.
    const filters = page.getByRole('search', { name: t('orders:filters.label') });
    await expect(filters.getByLabel(t('orders:filters.status'))).toBeVisible();
    await expect(filters.getByLabel(t('orders:filters.customer'), { exact: true })).toHaveCount(0);
    await expect(
      ordersTable(page, t).getByRole('columnheader', { name: t('orders:table.customer') }),
    ).toHaveCount(0);
    // docs/rules.md#spec-9: invoices exist for Russian-version orders only.
    const invoiceButton = (scope: Page | Locator) =>
      scope.getByRole('button', { name: t('orders:invoice.downloadFor', { name: order.name }) });
    await expect(invoiceButton(row)).toHaveCount(version === 'ru' ? 1 : 0);
    await screenshot(page, 'orders-list');

    await row.getByRole('link', { name: order.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${order.uuid}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: t('orders:detail.title', { name: order.name }) }),
    ).toBeVisible();
    const lines = page.getByRole('table', { name: t('orders:lines.caption') });
    for (const line of order.lines) await expect(lines).toContainText(line.code);
    await expect(page.getByText('г. Тверь, ул. Советская, д. 5')).toBeVisible();
    await screenshot(page, 'order-detail');

    if (version === 'ru') {
      const [file] = await Promise.all([page.waitForEvent('download'), invoiceButton(page).click()]);
      expect(file.suggestedFilename()).toMatch(/\.pdf$/);
      const bytes = await readFile((await file.path())!);
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    }

    // Order again: the lines go back into the (empty) basket and the dialog says what was added.
    await page.getByRole('button', { name: t('orders:repeat.button') }).click();
    const dialog = page.getByRole('dialog', { name: t('orders:repeat.title', { name: order.name }) });
    await expect(dialog).toBeVisible();
    const added = dialog.getByRole('table', { name: t('orders:repeat.addedCaption') });
    await expect(added.locator('tbody tr')).not.toHaveCount(0);
    await screenshot(page, 'order-again');
    const addedCount = await added.locator('tbody tr').count();
    await dialog
      .locator('.modal-footer')
      .getByRole('button', { name: t('orders:repeat.close') })
      .click();
    await expect(dialog).toBeHidden();
    // The header's basket count follows the refreshed basket.
    await expect(basketLink(page, t)).toContainText(String(addedCount));

    expect((await api.delete('/api/v0/basket')).ok()).toBe(true);
    await api.dispose();
  });

  test('a manager sees every customer’s orders with the customer column and filters them by customer', async ({
    page,
    t,
    version,
    baseURL,
  }) => {
    // The customer story may not have run yet in this project: make sure the customer has an order.
    const login = customerOf(version);
    const api = await apiAs(baseURL!, login);
    const { data } = (await (await api.get('/api/v0/orders')).json()) as { data: unknown[] };
    if (data.length === 0) {
      await writeOrderStatement(api);
      expect((await api.delete('/api/v0/basket')).ok()).toBe(true);
    }
    await api.dispose();

    await loginAs(page, 'manager');
    await page.goto('/orders');
    const filters = page.getByRole('search', { name: t('orders:filters.label') });
    await expect(filters).toBeVisible();
    await expect(filters.getByLabel(t('orders:filters.outlet'), { exact: true })).toBeVisible();
    await expect(filters.getByLabel(t('orders:filters.dateFrom'), { exact: true })).toBeVisible();
    await expect(filters.getByLabel(t('orders:filters.dateTo'), { exact: true })).toBeVisible();
    await expect(
      ordersTable(page, t).getByRole('columnheader', { name: t('orders:table.customer') }),
    ).toBeVisible();

    await filters.getByLabel(t('orders:filters.customer'), { exact: true }).fill(login);
    await filters.getByRole('button', { name: t('orders:filters.apply') }).click();
    await expect(page).toHaveURL(new RegExp(`customer=${login}`));
    const rows = ordersTable(page, t).locator('tbody tr');
    // The previous page's rows stay while the filtered page loads: wait until no other customer's row is left.
    await expect(rows.first()).toContainText(login);
    await expect(rows.filter({ hasNotText: login })).toHaveCount(0);
    await screenshot(page, 'orders-manager');

    // The new ones only: the status filter.
    await filters.getByLabel(t('orders:filters.status'), { exact: true }).selectOption('new');
    await expect(page).toHaveURL(/status=new/);
    await expect(rows.filter({ hasNotText: t('orders:status.new') })).toHaveCount(0);

    // The order page opens for the manager (its МойСклад link, once delivered there: moysklad.spec.ts):
    // the contact person by name, and no "order again" or "save as a list" — those are the buyer's.
    await rows.first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page.getByText(`${CONTACT.full_name} · ${CONTACT.position} · ${CONTACT.phone}`),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: t('orders:repeat.button') })).toHaveCount(0);
    await expect(page.getByRole('button', { name: t('basket:toList.save') })).toHaveCount(0);
    await screenshot(page, 'order-manager');
  });
});
