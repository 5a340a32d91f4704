import { randomBytes } from 'node:crypto';
import { clickForToast, expect, loginAs, pageApi, screenshot, test } from './fixtures';

/**
 * The catalogue's life cycle for staff (docs/rules.md#product-lifecycle, docs/rules.md#category-editor):
 * a manager creates a category and a product in it by hand on the product service page, the
 * catalogue finds the product at once; the manager archives it (the catalogue no longer finds it)
 * and hides the category. Every record is new and uniquely named (at the end of the tree, then
 * hidden), so no other story sees a change in the catalogue it relies on.
 */
test('a manager creates a category and a product by hand, then archives the product and hides the category', async ({
  page,
  t,
  version,
}) => {
  test.setTimeout(120_000);
  const key = randomBytes(3).toString('hex');
  const names = { ru: `Я E2E категория ${key}`, en: `Z E2E category ${key}` };
  const code = `E2E-LC-${key}`.toUpperCase();
  await loginAs(page, 'manager');
  await page.goto('/services/product-service?tab=categories');
  // The service page's chunk may take a while on a busy runner.
  await expect(page.getByRole('link', { name: t('product-admin:tabs.categories') })).toHaveAttribute(
    'aria-current',
    'page',
    { timeout: 60_000 },
  );

  // A new category, last among the top-level ones.
  await page.getByRole('button', { name: t('product-admin:categories.new') }).click();
  const newCategory = page.getByRole('form', { name: t('product-admin:categories.newTitle') });
  await newCategory.getByLabel(t('product-admin:categories.nameRu')).fill(names.ru);
  await newCategory.getByLabel(t('product-admin:categories.nameEn')).fill(names.en);
  await newCategory.getByLabel(t('product-admin:categories.position')).fill('9000');
  await screenshot(page, 'catalogue-admin-new-category');
  await clickForToast(
    page,
    newCategory.getByRole('button', { name: t('product-admin:categories.create') }),
    t('product-admin:categories.created'),
  );
  const tree = page.getByRole('region', { name: t('product-admin:categories.title') });
  const row = tree.getByRole('row').filter({ hasText: names[version] });
  await expect(row).toBeVisible();

  // A new product in it, priced in roubles only: the server converts the other currencies.
  await page.getByRole('link', { name: t('product-admin:tabs.products') }).click();
  await page.getByRole('button', { name: t('product-admin:create.open') }).click();
  const create = page.getByRole('form', { name: t('product-admin:create.title') });
  await create.getByRole('button', { name: t('product-admin:create.submit') }).click();
  // Nothing filled in: each field says what it needs.
  await expect(create.getByText(t('product-admin:create.errors.code'), { exact: true })).toBeVisible();
  await expect(create.getByText(t('product-admin:create.errors.category'), { exact: true })).toBeVisible();
  await create.getByLabel(t('product-admin:create.code')).fill(code);
  await create.getByLabel(t('product-admin:edit.name.ru')).fill(`Набор ${key}`);
  await create.getByLabel(t('product-admin:edit.name.en')).fill(`Kit ${key}`);
  await create.getByLabel(t('product-admin:edit.category')).selectOption({ label: names[version] });
  const price = (kind: 'wholesale' | 'retail') =>
    create.getByLabel(
      t('product-admin:edit.priceLabel', { currency: 'RUB', kind: t(`product-admin:edit.${kind}`) }),
    );
  await price('wholesale').fill('950');
  await price('retail').fill('1520,50');
  await screenshot(page, 'catalogue-admin-new-product');
  await clickForToast(
    page,
    create.getByRole('button', { name: t('product-admin:create.submit') }),
    t('product-admin:create.created'),
  );
  // The editor opens on the new product, priced in every currency.
  const editor = page.getByRole('form', { name: t('product-admin:edit.title', { code }) });
  await expect(editor).toBeVisible();
  await expect(
    editor.getByLabel(
      t('product-admin:edit.priceLabel', { currency: 'EUR', kind: t('product-admin:edit.wholesale') }),
    ),
  ).toHaveValue('10.00');

  const api = await pageApi(page);
  const found = async () => {
    const res = await api(`catalog/products?q=${encodeURIComponent(code)}`);
    expect(res.ok()).toBe(true);
    return ((await res.json()) as { data: { code: string }[] }).data.map((p) => p.code);
  };
  expect(await found()).toEqual([code]);

  // Archive: hidden from the catalogue and its search on the next read.
  const lifecycle = page.getByRole('region', { name: t('product-admin:lifecycle.title') });
  await clickForToast(
    page,
    lifecycle.getByRole('button', { name: t('product-admin:lifecycle.archive') }),
    t('product-admin:lifecycle.archived'),
  );
  await expect(lifecycle.getByRole('button', { name: t('product-admin:lifecycle.restore') })).toBeVisible();
  await expect(lifecycle).toContainText(t('product-admin:lifecycle.archivedBadge'));
  await screenshot(page, 'catalogue-admin-archived');
  expect(await found()).toEqual([]);

  // Hide the category: it leaves the customers' tree.
  await page.getByRole('link', { name: t('product-admin:tabs.categories') }).click();
  await row.getByRole('button', { name: t('product-admin:categories.edit') }).click();
  const edit = page
    .getByRole('form', { name: /./ })
    .filter({ has: page.getByLabel(t('product-admin:categories.hide')) });
  await edit.getByLabel(t('product-admin:categories.hide')).check();
  await screenshot(page, 'catalogue-admin-hide-category');
  await clickForToast(
    page,
    edit.getByRole('button', { name: t('product-admin:edit.save') }),
    t('product-admin:categories.saved'),
  );
  await expect(row).toContainText(t('product-admin:categories.hidden'));
  const categories = await (await api('catalog/categories')).json();
  expect(JSON.stringify(categories)).not.toContain(key);
  await screenshot(page, 'catalogue-admin-categories');
});
