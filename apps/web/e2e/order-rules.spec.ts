import { formatMoney } from '@kits/contract';
import type { APIRequestContext } from '@playwright/test';
import { BUYER_PASSWORD, expect, type LoginOfPartner, loginAs, newBuyer, screenshot, test } from './fixtures';

/**
 * Order rules before checkout (docs/rules.md#order-rules): the demo's minimum order sum (3 000 ₽,
 * 50 €, docs/demo-data.md) and a room box sold in boxes of 6. Each run makes a buyer of its own (a
 * new user of a demo partner's company), so no other story shares the basket.
 */

type CatalogProduct = {
  id: number;
  code: string;
  name: string;
  quantity: number;
  price_with_discount: string | null;
  pack_multiple: number;
  store_currency: 'RUB' | 'EUR';
};

/** The demo partner whose company the story's buyer joins, per version. */
const COMPANY_OF = { ru: 'partner03', en: 'eupartner02' } as const satisfies Record<string, LoginOfPartner>;
/** The products of a catalogue query, as the buyer sees them. */
async function products(api: APIRequestContext, query: string): Promise<CatalogProduct[]> {
  const res = await api.get(`/api/v0/catalog/products?${query}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: CatalogProduct[] }).data;
}

test.describe('order rules in the basket', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a buyer is told how much is missing for the minimum, adds a kit that snaps to boxes of 6 and sends', async ({
    page,
    t,
    version,
    baseURL,
  }) => {
    const { login, api } = await newBuyer(baseURL!, {
      company: COMPANY_OF[version],
      login: `e2e.rules.${version}.${Date.now()}`,
      version,
    });
    const rules = (await (await api.get('/api/v0/order/rules')).json()) as {
      data: { currency: 'RUB' | 'EUR'; min_sum: string };
    };
    expect(rules.data.min_sum).toBe(version === 'ru' ? '3000.00' : '50.00');
    const minimum = Number(rules.data.min_sum);

    // One unit of a cheap product, sold singly: far below the minimum.
    const cheap = (await products(api, 'in_stock=1&per_page=100'))
      .filter((p) => p.pack_multiple === 1 && p.quantity >= 3 && Number(p.price_with_discount) > 0)
      .sort((a, b) => Number(a.price_with_discount) - Number(b.price_with_discount))[0]!;
    expect(Number(cheap.price_with_discount)).toBeLessThan(minimum / 2);
    expect((await api.put(`/api/v0/basket/${cheap.id}`, { data: { count: 1 } })).ok()).toBe(true);
    // A room box sold in boxes of 6 whose stock holds at least two boxes.
    const kit = (await products(api, 'q=RB-000&in_stock=1'))
      .filter((p) => p.pack_multiple === 6 && p.quantity >= 12 && Number(p.price_with_discount) > 0)
      .sort((a, b) => a.code.localeCompare(b.code))[0]!;
    expect(kit, 'a demo room box sold in boxes of 6 with stock').toBeTruthy();
    await api.dispose();

    await loginAs(page, login, { password: BUYER_PASSWORD });
    await page.goto('/catalog/basket');
    const missing = (minimum * 100 - Math.round(Number(cheap.price_with_discount) * 100)) / 100;
    const notice = page.getByTestId('order-rules-notice');
    await expect(notice).toContainText(
      t('basket:rules.belowMinimum', {
        minimum: formatMoney(minimum, rules.data.currency, version),
        missing: formatMoney(missing, rules.data.currency, version),
      }),
    );
    const next = page.getByRole('button', { name: new RegExp(t('basket:nav.next')) });
    await expect(next).toBeDisabled();
    await screenshot(page, 'order-rules-basket-minimum');

    // "To basket" puts a whole box of 6 in.
    await page.goto(`/catalog?q=${kit.code}`);
    const row = page
      .getByRole('table', { name: t('catalog:table.caption') })
      .locator('tbody tr')
      .filter({ hasText: kit.code });
    await row.getByRole('button', { name: new RegExp(`^${t('basket:buttons.toBasket')}`) }).click();
    await expect(row.getByRole('group')).toContainText('6');

    // In the basket, a typed 7 snaps up to 12, and the line says why.
    await page.goto('/catalog/basket');
    const line = page.locator('tbody tr').filter({ hasText: kit.code });
    await expect(line).toContainText(t('basket:lines.pack', { n: 6 }));
    const field = line.getByRole('textbox', { name: t('basket:buttons.countField', { name: kit.name }) });
    await field.fill('7');
    await field.press('Enter');
    await expect(page.locator('.toast', { hasText: t('basket:rules.snappedTitle') })).toBeVisible();
    await expect(field).toHaveValue('12');
    await expect(notice).toBeHidden();
    await screenshot(page, 'order-rules-basket-packs');

    await expect(next).toBeEnabled();
    await next.click();
    const address = page.getByLabel(t('delivery:fields.address'));
    await expect(address).toBeVisible();
    if (!(await address.inputValue()))
      await address.fill(version === 'ru' ? 'г. Тверь, ул. Советская, д. 5' : '5 Market St, Leeds');
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/v0/order/send'));
    await page.getByRole('button', { name: t('basket:nav.send') }).click();
    const response = await sent;
    expect(response.status(), await response.text()).toBe(201);
    const order = (await response.json()) as { name: string; lines: { code: string; quantity: number }[] };
    expect(order.lines.find((l) => l.code === kit.code)?.quantity).toBe(12);
    await expect(page.getByText(t('checkout:placed.title', { name: order.name }))).toBeVisible();
  });

  test('staff see the minimum order sums on the order rules page', async ({ page, t }) => {
    await loginAs(page, 'manager');
    await page.goto('/services/order-rules');
    await expect(page.getByRole('heading', { name: t('order-rules:title') })).toBeVisible();
    await expect(page.getByLabel(t('order-rules:minimumIn', { currency: 'RUB' }))).toHaveValue('3000.00');
    await expect(page.getByLabel(t('order-rules:minimumIn', { currency: 'EUR' }))).toHaveValue('50.00');
    await expect(page.getByLabel(t('order-rules:minimumIn', { currency: 'PLN' }))).toHaveValue('');
    await screenshot(page, 'order-rules-settings');
  });
});
