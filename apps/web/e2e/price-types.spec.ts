import type { Counterparty, PriceType } from '@kits/contract';
import {
  apiAs,
  catalogTable,
  clickForToast,
  counterpartyOf,
  expect,
  loginAs,
  screenshot,
  test,
  versionOf,
} from './fixtures';

type Listed = { data: { code: string; price_wholesale: string | null; store_currency: string }[] };

/**
 * Prices per customer (docs/rules.md#buyer-price): a manager makes a price type on the services
 * page, imports its price of one product from a CSV file (check, then apply), gives a partner's
 * counterparty that type on its card, and the partner sees the type's price in the catalogue. Each
 * project works with a partner of its own (partner12 in Russian, partner13 in English) and puts
 * the counterparty back on list prices at the end.
 */
test('a manager gives a counterparty a price type and its buyer sees the price', async ({
  page,
  t,
  baseURL,
}) => {
  const buyerLogin = versionOf() === 'en' ? 'partner13' : 'partner12';
  const manager = await apiAs(baseURL!, 'manager');
  const buyer = await apiAs(baseURL!, buyerLogin);
  const listed = (await (await buyer.get('/api/v0/catalog/products?per_page=20&sort=code')).json()) as Listed;
  const product = listed.data.find((p) => Number(p.price_wholesale) > 1)!;
  expect(product, 'a priced product').toBeTruthy();
  // A price of the type below the list price, new each run so a rerun still changes it.
  const typed = (Number(product.price_wholesale) * 0.8 - (Date.now() % 50) / 100).toFixed(2);
  const counterpartyId = await counterpartyOf(manager, buyerLogin);
  const name = `E2E ${versionOf()} ${Date.now() % 1_000_000}`;

  try {
    await loginAs(page, 'manager');
    await page.goto('/services');
    await page.getByRole('link', { name: t('layout:pages.priceTypes.title') }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: t('layout:pages.priceTypes.title') }),
    ).toBeVisible();
    await page.getByLabel(t('price-types:newName')).fill(name);
    await page.getByRole('button', { name: t('price-types:create'), exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: t('price-types:importPrices') }).click();
    const panel = page.getByRole('region', { name: t('price-types:importTitle', { name }) });
    const csv = `Code;Currency;Price\r\n${product.code};${product.store_currency};${typed}\r\n`;
    await panel
      .getByLabel(t('price-types:file'), { exact: true })
      .setInputFiles({ name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await panel.getByRole('button', { name: t('price-types:check') }).click();
    await expect(panel.getByRole('status').first()).toBeVisible();
    await panel.getByRole('button', { name: t('price-types:apply') }).click();
    await expect(panel.locator('.alert-success')).toBeVisible();
    await expect(row.getByRole('cell').nth(1)).toHaveText('1');
    await screenshot(page, 'price-types');

    const { data: company } = (await (
      await manager.get(`/api/v0/services/counterparties/${counterpartyId}`)
    ).json()) as { data: Counterparty };
    await page.goto(`/services/counterparty/${counterpartyId}`);
    const card = page.getByRole('form', { name: company.legal_name });
    await card.getByLabel(t('counterparties:form.price_type_id')).selectOption({ label: name });
    await clickForToast(
      page,
      card.getByRole('button', { name: t('counterparties:form.save'), exact: true }),
      t('counterparties:form.saved'),
    );
    await screenshot(page, 'counterparty-price-type');

    await loginAs(page, buyerLogin);
    await page.goto(`/catalog?q=${encodeURIComponent(product.code)}`);
    const line = catalogTable(page, t).locator('tbody tr').filter({ hasText: product.code }).first();
    await expect(line).toBeVisible();
    // The type's price, in whatever format the buyer's locale writes it: its digits.
    const digits = typed.replace(/\D/g, '').replace(/^0+/, '');
    await expect.poll(async () => ((await line.textContent()) ?? '').replace(/\D/g, '')).toContain(digits);
    await screenshot(page, 'price-types-buyer');
  } finally {
    const current = (await (
      await manager.get(`/api/v0/services/counterparties/${counterpartyId}`)
    ).json()) as {
      data: Counterparty;
    };
    await manager.patch(`/api/v0/services/counterparties/${counterpartyId}`, {
      data: { price_type_id: null },
      headers: { 'if-match': current.data.etag },
    });
    const types = (await (await manager.get('/api/v0/services/price-types')).json()) as { data: PriceType[] };
    for (const type of types.data.filter((p) => p.name === name))
      await manager.delete(`/api/v0/services/price-types/${type.id}`, { headers: { 'if-match': '*' } });
    await manager.dispose();
    await buyer.dispose();
  }
});
