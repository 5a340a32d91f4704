import type { APIRequestContext, Page } from '@playwright/test';
import { chooseFromMenu, expect, loginAs, pageApi, picture, type Texts, test } from './fixtures';

/**
 * Connected Shopify accounts (issue 13, docs/rules.md#shopify-account): `dropship` connects a shop
 * (the fake Shopify Admin API that serve.mjs starts on E2E_SHOPIFY_PORT), publishes a category with
 * its own prices, sees the report, brings a paid shop order in and sends it as an order here.
 * Each version connects its own shop domain, so the two projects never share a shop; `dropship`
 * is otherwise used only by the English basket story, whose basket this story leaves alone.
 */

const fakeUrl = () => `http://127.0.0.1:${process.env.E2E_SHOPIFY_PORT}`;
const shopOf = (version: 'ru' | 'en') => ({
  domain: `e2e-${version}.myshopify.com`,
  token: `shpat_e2e_${version}_0123456789abcdef`,
  name: version === 'ru' ? 'Наборы e2e' : 'Kits e2e',
  currency: version === 'ru' ? 'RUB' : 'EUR',
});

/** The control endpoint of the fake shop: add a shop, an order, read its products. */
async function fake(request: APIRequestContext, path: string, data?: unknown) {
  const res = data
    ? await request.post(`${fakeUrl()}/__fake/${path}`, { data })
    : await request.get(`${fakeUrl()}/__fake/${path}`);
  expect(res.ok(), `fake Shopify ${path}: ${res.status()}`).toBe(true);
  return res.status() === 204 ? null : res.json();
}

/** A leaf category with the fewest products (a quick publish), as `{ name, total }`. */
async function smallCategory(page: Page) {
  const api = await pageApi(page);
  type Node = { slug: string; displayed_name: string; children: Node[] };
  const tree = ((await (await api('catalog/categories')).json()) as { data: Node[] }).data;
  const leaves = tree.flatMap((root) => root.children.filter((c) => c.children.length === 0));
  let best: { name: string; total: number } | null = null;
  for (const leaf of leaves.slice(0, 12)) {
    const res = await api(`catalog/products?category=${leaf.slug}&per_page=1`);
    const total = ((await res.json()) as { meta: { total: number } }).meta.total;
    if (total > 0 && (!best || total < best.total)) best = { name: leaf.displayed_name, total };
  }
  expect(best, 'a category with products').not.toBeNull();
  return best!;
}

/** Disconnects what an earlier run against the same server left under this domain. */
async function forgetShop(page: Page, domain: string) {
  const api = await pageApi(page);
  const res = await api('profile/shopify');
  if (!res.ok()) return;
  for (const account of ((await res.json()) as { data: { id: number; shop_domain: string }[] }).data)
    if (account.shop_domain === domain) await api(`profile/shopify/${account.id}`, 'DELETE');
}

/** A 1440×900 picture of the page as .tmp/screenshots/shopify/<project>-<name>.png, once its requests settled. */
async function shot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  // A full-page picture of a scrolled page draws the sticky header in the middle.
  await page.evaluate(() => window.scrollTo(0, 0));
  await picture(page, name, { dir: 'shopify', fullPage: true });
}

const shopsTable = (page: Page, t: Texts) => page.getByRole('table', { name: t('shopify:list.caption') });

test.describe('Shopify accounts', () => {
  test.describe.configure({ timeout: 180_000 });

  test('dropship connects a shop, publishes a category, and sends a shop order here', async ({
    page,
    t,
    version,
  }) => {
    const shop = shopOf(version);
    await fake(page.request, 'shops', shop);
    await loginAs(page, 'dropship', { form: true });
    await forgetShop(page, shop.domain);

    // The menu leads to the page.
    await page.setViewportSize({ width: 1440, height: 900 });
    await chooseFromMenu(page, page.getByRole('link', { name: t('layout:pages.shopifyAccounts.title') }));
    await expect(
      page.getByRole('heading', { level: 1, name: t('layout:pages.shopifyAccounts.title') }),
    ).toBeVisible();
    await shot(page, 'list-before');

    // Connect with a pasted admin URL and the token.
    await page
      .getByRole('button', { name: t('shopify:list.connect') })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: t('shopify:connect.title') });
    await dialog.getByLabel(t('shopify:connect.domain')).fill(`https://${shop.domain}/admin`);
    await dialog.getByLabel(t('shopify:connect.token')).fill('shpat_wrong');
    await dialog.getByRole('button', { name: t('shopify:connect.submit'), exact: true }).click();
    // A refused token is named under its field.
    await expect(dialog.getByLabel(t('shopify:connect.token'))).toHaveAttribute('aria-invalid', 'true');
    await shot(page, 'connect-modal');
    await dialog.getByLabel(t('shopify:connect.token')).fill(shop.token);
    await dialog.getByRole('button', { name: t('shopify:connect.submit'), exact: true }).click();
    await expect(dialog).toBeHidden();
    const row = shopsTable(page, t).getByRole('row').filter({ hasText: shop.domain });
    await expect(row).toContainText(t('shopify:status.connected'));
    await shot(page, 'list');

    // Publish a small category with a markup rounded to …99.
    const category = await smallCategory(page);
    await row.getByRole('link').first().click();
    await expect(page.getByRole('tab', { name: t('shopify:account.tabs.publish') })).toBeVisible();
    await page.getByRole('checkbox', { name: category.name, exact: true }).first().check();
    await page.getByRole('textbox', { name: t('shopify:rule.markup'), exact: true }).fill('40');
    // Roubles end in …99 (1 299,00 ₽); euro prices, a hundred times smaller, in .99 cents (€11.99).
    const ending = version === 'ru' ? { option: '99', price: /99\.00$/ } : { option: '.99', price: /\.99$/ };
    await page.getByLabel(t('shopify:rule.ending')).selectOption(ending.option);
    const previewTable = page.getByRole('table', { name: t('shopify:preview.caption') });
    await expect(previewTable.getByRole('row').nth(1)).toBeVisible();
    await expect(previewTable.getByRole('row').nth(1)).toContainText(version === 'ru' ? /99,00/ : /\.99/);
    await shot(page, 'publish-preview');
    await page.getByRole('button', { name: t('shopify:publish.submit'), exact: true }).click();
    const report = page.getByText(t('shopify:report.title'));
    await expect(report).toBeVisible({ timeout: 120_000 });
    const products = (await fake(page.request, `shops/${shop.domain}/products`)) as {
      sku: string;
      price: string;
      quantity: number;
    }[];
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => ending.price.test(p.price))).toBe(true);
    await shot(page, 'publish-report');

    // A buyer pays for one of the published products in the shop.
    const orderName = `#E2E-${version}-${Date.now() % 100000}`;
    await fake(page.request, `shops/${shop.domain}/orders`, {
      name: orderName,
      currency: shop.currency,
      customer: 'Jane Roe',
      financialStatus: 'PAID',
      shipping: {
        name: 'Jane Roe',
        phone: '+44 20 7946 0000',
        address1: '12 High Street',
        city: version === 'ru' ? 'Тверь' : 'Leeds',
        zip: '170100',
        countryCodeV2: version === 'ru' ? 'RU' : 'GB',
      },
      lines: [
        { sku: products[0]!.sku, name: 'Kit', quantity: 1, price: products[0]!.price },
        { sku: 'NOT-OURS', name: 'Gift wrap', quantity: 1, price: '5.00' },
      ],
    });

    // Fetch it and send it as an order here.
    await page.getByRole('tab', { name: new RegExp(`^${t('shopify:account.tabs.orders')}`) }).click();
    await page.getByRole('button', { name: t('shopify:orders.fetch') }).click();
    const card = page.getByRole('article', { name: t('shopify:orders.title', { name: orderName }) });
    await expect(card).toBeVisible({ timeout: 60_000 });
    await expect(card).toContainText(t('shopify:orders.notOurs'));
    await card.getByRole('button', { name: t('shopify:orders.send') }).click();
    const confirm = page.getByRole('dialog', { name: t('shopify:send.title', { name: orderName }) });
    await expect(confirm).toContainText('12 High Street');
    await shot(page, 'send-confirm');
    await confirm.getByRole('button', { name: t('shopify:send.confirm') }).click();
    const ours = card.getByRole('link', {
      name: new RegExp(t('shopify:orders.ourOrder', { name: '' }).trim()),
    });
    await expect(ours).toBeVisible();
    await shot(page, 'orders');
    const ourName = ((await ours.innerText()).split(' ').at(-1) ?? '').trim();

    // The order is on the orders page.
    await page.goto('/orders');
    await expect(page.getByRole('table', { name: t('orders:table.caption') })).toContainText(ourName);

    // Stock follows our warehouse: the order lowered it, and the shop's inventory of that product
    // comes to our new figure within a minute (the stock job runs every 20 s).
    const sku = products[0]!.sku;
    const api = await pageApi(page);
    const ourStock = async () =>
      (
        (await (await api(`catalog/products/${encodeURIComponent(sku)}`)).json()) as {
          data: { quantity: number };
        }
      ).data.quantity;
    const shopStock = async () =>
      ((await fake(page.request, `shops/${shop.domain}/inventory`)) as Record<string, number>)[sku];
    const before = products[0]!.quantity;
    await expect
      .poll(
        async () => {
          const [ours, inShop] = [await ourStock(), await shopStock()];
          return { lowered: ours < before, inStep: inShop === ours };
        },
        { timeout: 90_000, intervals: [2_000] },
      )
      .toEqual({ lowered: true, inStep: true });
  });
});
