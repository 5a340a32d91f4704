import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { apiAs, expect, loginAs, meetMinimumOrder, screenshot, test } from './fixtures';

/**
 * Issue 11 items 5 and 6 (docs/rules.md#order-status, docs/rules.md#audit): a manager confirms a
 * customer's order with a comment on its page; the customer sees "confirmed" on /orders and the
 * status history on the order page; an admin opens the audit log from the services menu and
 * filters it by entity. The customer is the demo partner shop `partner07` (Russian version) or
 * `partner08` (English), so no other story shares its basket.
 */

type PlacedOrder = { uuid: string; name: string };

const customerOf = (version: 'ru' | 'en') => (version === 'ru' ? 'partner07' : 'partner08');

/** Places an order of one in-stock product for the customer through the API. */
async function placeOrder(api: APIRequestContext): Promise<PlacedOrder> {
  expect((await api.delete('/api/v0/basket')).ok()).toBe(true);
  const list = await api.get('/api/v0/catalog/products?in_stock=1&per_page=1');
  const { data } = (await list.json()) as { data: { id: number }[] };
  expect((await api.patch(`/api/v0/basket/increase/${data[0]!.id}`)).ok()).toBe(true);
  await meetMinimumOrder(api);
  const sent = await api.post('/api/v0/order/send', {
    data: { order_comment: {} },
    headers: { 'Idempotency-Key': `e2e-order-status-${Date.now()}` },
  });
  expect(sent.status()).toBe(201);
  return (await sent.json()) as PlacedOrder;
}

/** A second signed-in page of the same version (its own storage), for another user. */
async function pageOf(
  browser: Browser,
  baseURL: string,
  locale: string,
  login: Parameters<typeof loginAs>[1],
) {
  const page = await browser.newPage({ baseURL, locale, viewport: { width: 1280, height: 900 } });
  await loginAs(page, login);
  return page;
}

const historyOf = (page: Page, title: string) =>
  page.locator('.card', { has: page.getByRole('heading', { name: title }) });

test.describe('order processing and the audit log', () => {
  test('a manager confirms an order, the customer sees it confirmed with its history', async ({
    page,
    browser,
    t,
    version,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const customer = customerOf(version);
    const api = await apiAs(baseURL!, customer);
    const order = await placeOrder(api);
    await api.dispose();
    const comment = version === 'ru' ? 'Оплата получена, собираем' : 'Payment received, assembling';

    await loginAs(page, 'manager');
    await page.goto(`/orders/${order.uuid}`);
    const moves = historyOf(page, t('orders:moves.title'));
    await expect(moves.getByRole('button', { name: t('orders:moves.to.confirmed') })).toBeVisible();
    await expect(moves.getByRole('button', { name: t('orders:moves.to.cancelled') })).toBeVisible();
    await moves.getByLabel(t('orders:moves.comment')).fill(comment);
    await moves.getByRole('button', { name: t('orders:moves.to.confirmed') }).click();
    await expect(
      page.getByText(t('orders:moves.done', { status: t('orders:status.confirmed') })),
    ).toBeVisible();
    // Now the next step is offered; the staff timeline says who moved it.
    await expect(moves.getByRole('button', { name: t('orders:moves.to.assembled') })).toBeVisible();
    const managerHistory = page.getByRole('list', { name: t('orders:history.label') });
    await expect(managerHistory.getByRole('listitem')).toHaveCount(2);
    await expect(managerHistory.getByRole('listitem').last()).toContainText('manager');
    await expect(managerHistory.getByRole('listitem').last()).toContainText(comment);
    await screenshot(page, 'order-status-manager');

    const shopPage = await pageOf(browser, baseURL!, version === 'ru' ? 'ru-RU' : 'en-GB', customer);
    await shopPage.goto('/orders');
    const row = shopPage
      .getByRole('table', { name: t('orders:table.caption') })
      .locator('tbody tr')
      .filter({ hasText: order.name });
    await expect(row).toContainText(t('orders:status.confirmed'));
    await screenshot(shopPage, 'orders-list-status');
    await row.getByRole('link', { name: order.name, exact: true }).click();
    const history = shopPage.getByRole('list', { name: t('orders:history.label') });
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history.getByRole('listitem').first()).toContainText(t('orders:status.new'));
    await expect(history.getByRole('listitem').last()).toContainText(t('orders:status.confirmed'));
    await expect(history.getByRole('listitem').last()).toContainText(comment);
    // Customers see neither who moved it nor the moves.
    await expect(history).not.toContainText('manager');
    await expect(shopPage.getByRole('button', { name: t('orders:moves.to.assembled') })).toHaveCount(0);
    await screenshot(shopPage, 'order-status-customer');
    await shopPage.close();
  });

  test('an admin opens the audit log from the services menu and filters it by entity', async ({
    page,
    t,
    version,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    // An order moved by the manager, so the log has an order row to find.
    const customer = await apiAs(baseURL!, customerOf(version));
    const order = await placeOrder(customer);
    await customer.dispose();
    const manager = await apiAs(baseURL!, 'manager');
    const moved = await manager.post(`/api/v0/orders/${order.uuid}/status`, {
      data: { status: 'confirmed' },
    });
    expect(moved.status()).toBe(200);
    await manager.dispose();

    await loginAs(page, 'admin', { form: true });
    await page.goto('/services');
    await page.getByRole('link', { name: t('layout:pages.audit.title') }).click();
    await expect(page).toHaveURL(/\/services\/audit$/);
    await expect(page.getByRole('heading', { level: 1, name: t('layout:pages.audit.title') })).toBeVisible();

    await page.getByLabel(t('audit:filters.entity')).selectOption('order');
    await expect(page).toHaveURL(/entity=order/);
    const log = page.getByRole('table');
    // The order has two rows: the customer placed it, the manager confirmed it.
    const link = log.getByRole('link', { name: order.name, exact: true }).first();
    await expect(link).toBeVisible();
    const rows = log.locator('tbody tr');
    // The previous page stays in view while the filtered one loads: wait until no other entity is left.
    await expect(rows.first()).toContainText(t('audit:entities.order'));
    await expect(rows.filter({ hasNotText: t('audit:entities.order') })).toHaveCount(0);
    const orderRows = rows.filter({ has: page.getByRole('link', { name: order.name, exact: true }) });
    await expect(orderRows).toHaveCount(2);
    await expect(orderRows.filter({ hasText: 'manager' })).toHaveCount(1);
    await screenshot(page, 'audit-log');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/orders/${order.uuid}$`));
  });
});
