import { type Counterparty, innCheckDigits, type PriceType } from '@kits/contract';
import type { APIRequestContext } from '@playwright/test';
import {
  apiAs,
  catalogTable,
  clickForToast,
  expect,
  loginAs,
  requestOfPage,
  screenshot,
  test,
  versionOf,
} from './fixtures';

type Listed = { data: { code: string; price_wholesale: string | null; store_currency: string }[] };

/**
 * Prices per customer (docs/rules.md#buyer-price): a manager makes a price type on the services
 * page, imports its price of one product from a CSV file (check, then apply), gives a partner's
 * counterparty that type on its card, and its buyer sees the type's price in the catalogue. Each
 * project makes a company of its own with one buyer through the staff API (a random INN or VAT
 * id), so no demo customer's prices change.
 */

/** A new company of the version with one warehouse buyer whose password is set: its id and the buyer's login. */
async function newCompany(manager: APIRequestContext, version: 'ru' | 'en') {
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10));
  const leading = [7, 7, ...digits(7)];
  const inn = [...leading, ...innCheckDigits(leading)].join('');
  const created = await manager.post('/api/v0/services/counterparties', {
    data:
      version === 'ru'
        ? {
            legal_name: `ООО «Цены ${inn.slice(-4)}»`,
            inn,
            kpp: `${inn.slice(0, 4)}01001`,
            version,
            discount: 0,
          }
        : {
            legal_name: `Prices ${inn.slice(-4)} Ltd`,
            vat_id: `DE${digits(9).join('')}`,
            version,
            discount: 0,
          },
  });
  expect(created.status()).toBe(201);
  const counterparty = (await created.json()).data as Counterparty;
  const username = `e2e.prices.${version}.${Date.now()}`;
  const user = await manager.post(`/api/v0/services/counterparties/${counterparty.id}/users`, {
    data: {
      username,
      fullname: version === 'ru' ? 'Ольга Ценова' : 'Olga Price',
      email: `${username}@prices.example`,
      phone: null,
      locale: version,
      groups: ['warehouse'],
      discount: 0,
    },
  });
  expect(user.status()).toBe(201);
  const { link } = (await user.json()) as { link: { url: string } };
  const token = new URL(link.url).searchParams.get('token');
  const password = `e2e-${Date.now()}-prices`;
  const set = await manager.post('/api/v0/auth/set-password', { data: { token, password } });
  expect(set.ok()).toBe(true);
  return { counterparty, login: username as `e2e.${string}`, password };
}
test('a manager gives a counterparty a price type and its buyer sees the price', async ({
  page,
  t,
  baseURL,
}) => {
  const manager = await apiAs(baseURL!, 'manager');
  const { counterparty: company, login: buyerLogin, password } = await newCompany(manager, versionOf());
  const counterpartyId = company.id;
  await loginAs(page, buyerLogin, { password });
  const buyer = await requestOfPage(page);
  const listed = (await (await buyer.get('/api/v0/catalog/products?per_page=20&sort=code')).json()) as Listed;
  const product = listed.data.find((p) => Number(p.price_wholesale) > 1)!;
  expect(product, 'a priced product').toBeTruthy();
  // A price of the type below the list price, new each run so a rerun still changes it.
  const typed = (Number(product.price_wholesale) * 0.8 - (Date.now() % 50) / 100).toFixed(2);
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

    await page.goto(`/services/counterparty/${counterpartyId}`);
    const card = page.getByRole('form', { name: company.legal_name });
    await card.getByLabel(t('counterparties:form.price_type_id')).selectOption({ label: name });
    await clickForToast(
      page,
      card.getByRole('button', { name: t('counterparties:form.save'), exact: true }),
      t('counterparties:form.saved'),
    );
    await screenshot(page, 'counterparty-price-type');

    await loginAs(page, buyerLogin, { password });
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
