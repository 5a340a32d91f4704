import { randomBytes } from 'node:crypto';
import { apiAs, clickForToast, expect, loginAs, screenshot, test } from './fixtures';

/**
 * Issue 26 (docs/rules.md#category-editor, docs/rules.md#product-create, docs/rules.md#product-archive):
 * a manager creates a category on the product service's category tab, creates a product in it by
 * hand, and archives it; the catalogue follows each step on its next read. Every name is new to
 * this run (a random suffix), so no other story sees these records: a new category holds only this
 * story's product, and nobody orders it.
 */
test.describe('the catalogue life cycle for staff', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a manager creates a category and a product in it, then archives the product', async ({
    page,
    t,
    version,
    baseURL,
  }) => {
    const hex = randomBytes(3).toString('hex');
    const category = { ru: `Тестовая категория ${hex}`, en: `Test category ${hex}` };
    const product = { code: `E2E-${hex}`, ru: `Набор проверки ${hex}`, en: `Check kit ${hex}` };
    const shown = (texts: { ru: string; en: string }) => (version === 'ru' ? texts.ru : texts.en);
    const catalogue = await apiAs(baseURL!, 'manager');
    const found = async (q: string) =>
      (
        (await (await catalogue.get(`/api/v0/catalog/products?q=${encodeURIComponent(q)}`)).json()) as {
          data: { code: string }[];
        }
      ).data.map((p) => p.code);

    await loginAs(page, 'manager');
    await page.goto('/services/product-service?tab=categories');
    const form = page.getByRole('form', { name: t('product-admin:categories.new') });
    await form.getByLabel(t('product-admin:categories.name.ru')).fill(category.ru);
    await form.getByLabel(t('product-admin:categories.name.en')).fill(category.en);
    await clickForToast(
      page,
      form.getByRole('button', { name: t('product-admin:categories.create') }),
      t('product-admin:categories.created'),
    );
    const tree = page.getByRole('region', { name: t('product-admin:categories.title') });
    const row = tree.getByRole('row').filter({ hasText: shown(category) });
    await expect(row).toContainText(t('product-admin:categories.shown'));
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, 'catalogue-admin-categories');

    // Hidden from customers through its editor, then shown again from the tree.
    await row
      .getByRole('button', { name: t('product-admin:categories.editNamed', { name: shown(category) }) })
      .click();
    const categoryEditor = page.getByRole('form', {
      name: t('product-admin:categories.editTitle', { name: shown(category) }),
    });
    await categoryEditor.getByLabel(t('product-admin:categories.hiddenSwitch')).check();
    await clickForToast(
      page,
      categoryEditor.getByRole('button', { name: t('product-admin:edit.save') }),
      t('product-admin:categories.saved'),
    );
    await expect(row).toContainText(t('product-admin:categories.hidden'));
    await screenshot(page, 'catalogue-admin-category-hidden');
    await row
      .getByRole('button', { name: t('product-admin:categories.showNamed', { name: shown(category) }) })
      .click();
    await expect(row).toContainText(t('product-admin:categories.shown'));

    await page.getByRole('link', { name: t('product-admin:tabs.products') }).click();
    await page.getByRole('button', { name: t('product-admin:create.open') }).click();
    const creator = page.getByRole('form', { name: t('product-admin:create.title') });
    await creator.getByLabel(t('product-admin:create.code')).fill(product.code);
    await creator.getByLabel(t('product-admin:edit.name.ru')).fill(product.ru);
    await creator.getByLabel(t('product-admin:edit.name.en')).fill(product.en);
    await creator.getByLabel(t('product-admin:edit.category')).selectOption({ label: shown(category) });
    const price = (kind: 'wholesale' | 'retail') =>
      creator.getByLabel(
        t('product-admin:edit.priceLabel', { currency: 'RUB', kind: t(`product-admin:edit.${kind}`) }),
      );
    await price('wholesale').fill('250');
    await price('retail').fill('400');
    await creator.getByLabel(t('product-admin:edit.approve')).check();
    await screenshot(page, 'catalogue-admin-new-product');
    await clickForToast(
      page,
      creator.getByRole('button', { name: t('product-admin:create.save') }),
      t('product-admin:create.created'),
    );
    // The new product's editor opens; the catalogue finds it at once.
    const editor = page.getByRole('form', { name: t('product-admin:edit.title', { code: product.code }) });
    await expect(editor).toBeVisible();
    expect(await found(product.ru)).toEqual([product.code]);

    await clickForToast(
      page,
      page.getByRole('button', { name: t('product-admin:archive.archive'), exact: true }),
      t('product-admin:archive.archived'),
    );
    await expect(page.getByRole('button', { name: t('product-admin:archive.restore') })).toBeVisible();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: t('product-admin:archive.notice', { when: '' }).split(': ')[1]! }),
    ).toBeVisible();
    await screenshot(page, 'catalogue-admin-archived');
    expect(await found(product.ru)).toEqual([]);
    await catalogue.dispose();
  });
});
