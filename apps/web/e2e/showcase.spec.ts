import {
  apiAs,
  basketLink,
  expect,
  loginAs,
  meetMinimumOrderOf,
  pageApi,
  screenshot,
  test,
} from './fixtures';

/**
 * Issue 12 item 5 (docs/rules.md#showcase): a shop opens /showcase from the header, filters it by a
 * top-level category, puts a product into the basket from its card and sends the order from the
 * basket as usual (docs/rules.md#basket-screen).
 *
 * Each version orders as a partner shop no other ordering story uses (`partner09` on the Russian
 * version, `eupartner02` on the English one), so no other spec shares its basket; the product is
 * the last in-stock showcase product of its category's first page, one unit.
 */
const CUSTOMER = { ru: 'partner09', en: 'eupartner02' } as const;

type ShowcaseProduct = { code: string; name: string; quantity: number; price_wholesale: string | null };

test.describe('the showcase', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a shop opens the showcase, filters by category, adds a product from a card and orders it', async ({
    page,
    t,
    version,
    baseURL,
  }) => {
    // The product: the last in-stock, priced showcase product on the first page of a category.
    const api = await apiAs(baseURL!, CUSTOMER[version]);
    const roots = (await (await api.get('/api/v0/catalog/categories')).json()).data as {
      slug: string;
      displayed_name: string;
    }[];
    let pick: { category: (typeof roots)[number]; product: ShowcaseProduct } | null = null;
    for (const category of roots.toReversed()) {
      const res = await api.get(
        `/api/v0/catalog/products?recommendation=provided_at_showcase&category=${category.slug}&per_page=20`,
      );
      const products = (await res.json()).data as ShowcaseProduct[];
      const product = products.filter((p) => p.quantity >= 2 && p.price_wholesale !== null).at(-1);
      if (product) {
        pick = { category, product };
        break;
      }
    }
    await api.dispose();
    expect(pick, 'a showcase product in stock').not.toBeNull();
    const { category, product } = pick!;

    await loginAs(page, CUSTOMER[version]);
    expect((await (await pageApi(page))('basket', 'DELETE')).ok()).toBe(true);
    await page.goto('/');
    await page.getByRole('link', { name: t('layout:nav.showcase'), exact: true }).click();
    await expect(page).toHaveURL(/\/showcase$/);
    await expect(page.getByRole('heading', { level: 1, name: t('catalog:showcase.title') })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await screenshot(page, 'showcase');

    await page
      .getByRole('navigation', { name: t('catalog:showcase.categories') })
      .getByRole('button', { name: category.displayed_name, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/showcase\\?category=${category.slug}$`));
    const card = page.getByRole('article', { name: product.name, exact: true });
    await expect(card).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    // Opened on a phone, the filtered showcase keeps the chosen chip of the sideways row in sight.
    await page.reload();
    await expect(card).toBeVisible();
    await screenshot(page, 'showcase-phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    await card.getByRole('button', { name: new RegExp(`^${t('basket:buttons.toBasket')}`) }).click();
    await expect(card.getByRole('group')).toContainText('1');
    await expect(basketLink(page, t)).toContainText('1');

    // The basket and the checkout as usual (up to the demo's minimum order sum,
    // docs/rules.md#order-minimum): the address, then send.
    await meetMinimumOrderOf(page);
    await basketLink(page, t).click();
    const dialog = page.getByRole('dialog', { name: t('basket:title') });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(dialog.locator('tbody tr').filter({ hasText: product.code })).toBeVisible();
    await dialog.getByRole('button', { name: new RegExp(t('basket:nav.next')) }).click();
    const address = dialog.getByLabel(t('delivery:fields.address'));
    await expect(address).toBeVisible();
    if (!(await address.inputValue()))
      await address.fill(version === 'ru' ? 'г. Тверь, ул. Советская, д. 5' : '5 High Street, Leeds');
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/v0/order/send'));
    await dialog.getByRole('button', { name: t('basket:nav.send') }).click();
    const res = await sent;
    expect(res.ok(), await res.text()).toBe(true);
    const order = (await res.json()) as { name: string };
    await expect(dialog.getByText(t('checkout:placed.title', { name: order.name }))).toBeVisible();
  });
});
