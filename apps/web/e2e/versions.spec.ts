import type { Page } from '@playwright/test';
import {
  apiAs,
  catalogTable,
  chooseFromMenu,
  closeWhatsNewWhenItOpens,
  expect,
  fillLoginForm,
  loginAs,
  pageApi,
  picture,
  type Texts,
  test,
  textsOf,
} from './fixtures';

/**
 * The manager's version switch and the Polish and Serbian outlets (docs/rules.md#version-switch,
 * docs/rules.md#display-locale, decision 0031). The view is kept on the user's row, so the story
 * signs in a manager of its own: the demo `manager` serves other specs meanwhile.
 */

/** A new manager account made by the admin through the API; answers its login and password. */
async function freshManager(baseURL: string, version: 'ru' | 'en') {
  const admin = await apiAs(baseURL, 'admin');
  const list = await admin.get('/api/v0/services/counterparties');
  const [counterparty] = ((await list.json()) as { data: { id: number }[] }).data;
  const username = `e2e.view.${version}.${Date.now()}`;
  const created = await admin.post(`/api/v0/services/counterparties/${counterparty!.id}/users`, {
    data: {
      username,
      fullname: 'View Manager',
      email: `${username}@staff.example`,
      phone: null,
      locale: version,
      groups: ['manager'],
      discount: 0,
    },
  });
  expect(created.status()).toBe(201);
  const { link } = (await created.json()) as { link: { url: string } };
  const password = 'view-switch-2026';
  const token = new URL(link.url).searchParams.get('token');
  expect((await admin.post('/api/v0/auth/set-password', { data: { token, password } })).ok()).toBe(true);
  await admin.dispose();
  return { username, password };
}

/** The first products of the catalogue as the page's user gets them: code, currency, warehouse stock. */
async function firstProducts(api: (path: string) => Promise<{ json(): Promise<unknown> }>) {
  const { data } = (await (await api('catalog/products?per_page=5')).json()) as {
    data: { code: string; store_currency: string; quantity: number }[];
  };
  return data.map((p) => [p.code, p.store_currency, p.quantity]);
}

const firstRow = (page: Page, t: Texts) => catalogTable(page, t).locator('tbody tr').first();

test.describe('the version switch', () => {
  test("a manager views the other version as its customers do, then goes back; a PLN and an RSD outlet's users read their formats", async ({
    page,
    t,
    version,
    baseURL,
  }) => {
    // Two or three sign-ins and three catalogue loads on a shared, loaded machine.
    test.setTimeout(180_000);
    const other = version === 'ru' ? 'en' : 'ru';
    // The other version speaks its own language: its notice and table read in its texts.
    const tOther = textsOf(other);
    const money = { ru: '₽', en: '€' };
    const otherBase =
      version === 'ru'
        ? baseURL!.replace('localhost', '127.0.0.1')
        : baseURL!.replace('127.0.0.1', 'localhost');
    const { username, password } = await freshManager(baseURL!, version);
    await closeWhatsNewWhenItOpens(page);
    await page.goto('/login');
    await fillLoginForm(page, username, password);
    await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
    await page.goto('/catalog');
    // Generous: the first catalogue page of a shared, loaded machine.
    await expect(firstRow(page, t)).toContainText(money[version], { timeout: 30_000 });

    const choice = page.getByRole('button', { name: t(`layout:version.names.${other}`) });
    await chooseFromMenu(page, choice, '#version-switch');
    // The page reloads in the other version: its notice, its currency…
    const notice = page.getByText(
      tOther('layout:version.viewing', { version: tOther(`layout:version.names.${other}`) }),
    );
    await expect(notice).toBeVisible({ timeout: 30_000 });
    await expect(firstRow(page, tOther)).toContainText(money[other], { timeout: 30_000 });
    await picture(page, 'viewing-other', { dir: 'versions' });
    // …and the server answers the manager exactly as a customer of that version: currency, main store's stock.
    const customer = await apiAs(otherBase, other === 'en' ? 'eupartner01' : 'dropship');
    const asCustomer = () => firstProducts((p) => customer.get(`/api/v0/${p}`));
    const manager = await pageApi(page);
    await expect(async () => expect(await firstProducts(manager)).toEqual(await asCustomer())).toPass();
    await customer.dispose();

    await page
      .getByRole('button', {
        name: tOther('layout:version.back', { version: tOther(`layout:version.names.${version}`) }),
      })
      .click();
    await expect(notice).toBeHidden({ timeout: 30_000 });
    await expect(firstRow(page, t)).toContainText(money[version], { timeout: 30_000 });

    if (version === 'ru') return;
    // The Polish and Serbian outlets belong to the English version: zł in pl-PL, RSD in sr-RS.
    for (const [login, format] of [
      ['plshop', /\d,\d{2}\s?zł/],
      ['rsshop', /\d,\d{2}\s?RSD/],
    ] as const) {
      await page.evaluate(() => localStorage.clear());
      await loginAs(page, login);
      await page.goto('/catalog');
      await expect(firstRow(page, t)).toContainText(format, { timeout: 30_000 });
      await picture(page, `${login}-table`, { dir: 'versions' });
    }
  });
});
