import { type Counterparty, innCheckDigits } from '@kits/contract';
import {
  apiAs,
  clickForToast,
  expect,
  loginAs,
  meetMinimumOrder,
  picture,
  screenshot,
  test,
} from './fixtures';

/**
 * Counterparties (docs/rules.md#counterparty, docs/rules.md#requisites): a manager opens the list,
 * finds a company by its INN, opens its card, changes its KPP, blocks it and unblocks it. Each
 * project makes a company of its own through the API (a valid random INN), so a block touches no
 * account another story signs in with.
 */
test('a manager finds a counterparty, edits its KPP, blocks and unblocks it', async ({
  page,
  t,
  baseURL,
}) => {
  const api = await apiAs(baseURL!, 'manager');
  // A company of its own: a block ends its users' sessions for good, so no demo company another
  // story signs in with is touched.
  const leading = [7, 7, ...Array.from({ length: 7 }, () => Math.floor(Math.random() * 10))];
  const inn = [...leading, ...innCheckDigits(leading)].join('');
  const created = await api.post('/api/v0/services/counterparties', {
    data: {
      // A Russian company (INN and KPP) in both projects, as the staff's search finds them.
      legal_name: `ООО «Проверка ${inn.slice(-4)}»`,
      inn,
      kpp: `${inn.slice(0, 4)}01001`,
      legal_address: 'г. Тверь, ул. Советская, д. 1',
      version: 'ru',
      discount: 0,
    },
  });
  expect(created.status()).toBe(201);
  const counterparty = (await created.json()).data as Counterparty;
  const kpp = `${counterparty.inn!.slice(0, 4)}02002`;

  try {
    await loginAs(page, 'manager');
    await page.goto('/services/counterparty/list');
    await expect(page.getByRole('heading', { level: 1, name: t('counterparties:list.title') })).toBeVisible();
    const table = page.getByRole('table', { name: t('counterparties:list.results') });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await screenshot(page, 'counterparties-list');
    await page.getByRole('button', { name: t('counterparties:list.new') }).click();
    const create = page.getByRole('dialog', { name: t('counterparties:form.newTitle') });
    await expect(create.getByLabel(new RegExp(t('counterparties:form.legal_name')))).toBeVisible();
    await picture(page, 'counterparty-new');
    await create
      .getByRole('button', { name: t('counterparties:form.close'), exact: true })
      .last()
      .click();
    await expect(create).toBeHidden();

    await page.getByRole('searchbox', { name: t('counterparties:list.search') }).fill(counterparty.inn!);
    const row = table.locator('tbody tr').filter({ hasText: counterparty.legal_name });
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await row
      .getByRole('button', { name: t('counterparties:list.openNamed', { name: counterparty.legal_name }) })
      .click();

    await expect(page).toHaveURL(new RegExp(`/services/counterparty/${counterparty.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: counterparty.legal_name })).toBeVisible();
    const form = page.getByRole('form', { name: counterparty.legal_name });
    await expect(form.getByLabel(t('counterparties:form.kpp'), { exact: true })).toHaveValue(
      counterparty.kpp!,
    );

    // A wrong KPP is named under its field; a right one is saved.
    const field = form.getByLabel(t('counterparties:form.kpp'), { exact: true });
    await field.fill('12345');
    await form.getByRole('button', { name: t('counterparties:form.save'), exact: true }).click();
    await expect(field).toHaveClass(/is-invalid/);
    await field.fill(kpp);
    await clickForToast(
      page,
      form.getByRole('button', { name: t('counterparties:form.save'), exact: true }),
      t('counterparties:form.saved'),
    );
    await expect(field).not.toHaveClass(/is-invalid/);
    const saved = (await (await api.get(`/api/v0/services/counterparties/${counterparty.id}`)).json()).data;
    expect(saved.kpp).toBe(kpp);

    // Block after confirming; its users cannot sign in; unblock lets them in again.
    await page.getByRole('button', { name: t('counterparties:card.block'), exact: true }).click();
    const dialog = page.getByRole('dialog', {
      name: t('counterparties:card.blockTitle', { name: counterparty.legal_name }),
    });
    await dialog.getByRole('button', { name: t('counterparties:card.block'), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(t('counterparties:card.blockedNote'))).toBeVisible();
    const blocked = (await (await api.get(`/api/v0/services/counterparties/${counterparty.id}`)).json()).data;
    expect(blocked.status).toBe('blocked');
    await page.getByRole('button', { name: t('counterparties:card.unblock'), exact: true }).click();
    const unblock = page.getByRole('dialog', {
      name: t('counterparties:card.unblockTitle', { name: counterparty.legal_name }),
    });
    await unblock.getByRole('button', { name: t('counterparties:card.unblock'), exact: true }).click();
    await expect(unblock).toBeHidden();
    await expect(
      page.getByRole('button', { name: t('counterparties:card.block'), exact: true }),
    ).toBeVisible();
    await expect(page.getByText(t('counterparties:card.blockedNote'))).toBeHidden();
  } finally {
    const now = (await (await api.get(`/api/v0/services/counterparties/${counterparty.id}`)).json())
      .data as Counterparty;
    await api.patch(`/api/v0/services/counterparties/${counterparty.id}`, {
      data: { kpp: counterparty.kpp },
      headers: { 'If-Match': now.etag },
    });
    await api.post(`/api/v0/services/counterparties/${counterparty.id}/unblock`);
    await api.dispose();
  }
});

/**
 * The card's three tabs of a partner that has just ordered (partner07 on the Russian project,
 * partner08 on the English one: no other story uses them), for the screenshots.
 */
test('the card of a counterparty with an order shows its requisites, users, outlets, orders and history', async ({
  page,
  t,
  version,
  baseURL,
}) => {
  const login = version === 'ru' ? 'partner07' : 'partner08';
  const customer = await apiAs(baseURL!, login);
  const { data: products } = (await (
    await customer.get('/api/v0/catalog/products?in_stock=1&per_page=1')
  ).json()) as { data: { id: number }[] };
  expect((await customer.patch(`/api/v0/basket/increase/${products[0]!.id}`)).ok()).toBe(true);
  await meetMinimumOrder(customer);
  const sent = await customer.post('/api/v0/order/send', {
    data: { order_comment: { address: 'г. Тверь, ул. Советская, д. 5', comment: 'e2e: counterparties' } },
    headers: { 'Idempotency-Key': `e2e-counterparties-${Date.now()}` },
  });
  expect(sent.status()).toBe(201);
  const order = (await sent.json()) as { name: string };
  await customer.dispose();
  const api = await apiAs(baseURL!, 'manager');
  const [shown] = (await (await api.get(`/api/v0/services/counterparties?q=${login}`)).json())
    .data as Counterparty[];
  await api.dispose();

  await loginAs(page, 'manager');
  await page.goto(`/services/counterparty/${shown!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: shown!.legal_name })).toBeVisible();
  await screenshot(page, 'counterparty-requisites');
  for (const tab of ['users', 'outlets', 'orders'] as const) {
    await page.getByRole('tab', { name: t(`counterparties:tabs.${tab}`) }).click();
    await expect(page).toHaveURL(new RegExp(`tab=${tab}`));
    await expect(page.getByRole('tabpanel').getByRole('table')).toBeVisible();
    await screenshot(page, `counterparty-${tab}`);
  }
  await expect(page.getByRole('tab', { name: t('counterparties:tabs.users') })).toBeVisible();
  await page.getByRole('tab', { name: t('counterparties:tabs.history') }).click();
  await expect(page).toHaveURL(/tab=history/);
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await screenshot(page, 'counterparty-history');
  await page.getByRole('tab', { name: t('counterparties:tabs.outlets') }).click();
  await page.getByRole('button', { name: t('counterparties:outlets.add') }).click();
  const outlet = page.getByRole('dialog', { name: t('counterparties:outlets.newTitle') });
  await expect(outlet).toBeVisible();
  await picture(page, 'counterparty-outlet-new');
  await outlet
    .getByRole('button', { name: t('counterparties:outlets.cancel'), exact: true })
    .last()
    .click();
  await page.getByRole('tab', { name: t('counterparties:tabs.orders') }).click();
  await page.getByRole('link', { name: order.name }).click();
  await expect(page).toHaveURL(/\/orders\//);
});

test("a counterparty's user sees its company, INN and address read-only on /profile", async ({ page, t }) => {
  await loginAs(page, 'viewer', { form: true });
  await page.goto('/profile');
  const personal = page.getByRole('form', { name: t('profile:personal.title') });
  await expect(personal.getByText(t('profile:personal.managerKeeps'))).toBeVisible();
  await expect(personal.getByLabel(t('profile:personal.fields.inn'), { exact: true })).toHaveCount(0);
  await screenshot(page, 'profile-counterparty');
});
