import { expect, loginAs, pageApi, screenshot, test } from './fixtures';

/**
 * Quick order (docs/rules.md#quick-order): a buyer pastes 30 lines of "code quantity" — three of
 * them wrong (an unknown code, more than the stock, a quantity that is not a number) — sees each
 * line matched, and puts the 27 good ones into the basket in one click. Each version has its own
 * buyer that no other story orders with: `partner11` (Russian), `eupartner01` (English).
 */
const CUSTOMER = { ru: 'partner11', en: 'eupartner01' } as const;

type Product = { code: string; quantity: number };

test('a buyer pastes 30 lines, three of them wrong, and the good 27 go to the basket', async ({
  page,
  t,
  version,
}) => {
  // Three checks and one add of 30 lines: generous on a loaded shared machine.
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, CUSTOMER[version]);
  const api = await pageApi(page);
  expect((await api('basket', 'DELETE')).ok()).toBe(true);
  const answer = await api('catalog/products?in_stock=1&sort=-price&per_page=40');
  const products = ((await answer.json()) as { data: Product[] }).data.filter((p) => p.quantity >= 2);
  expect(products.length).toBeGreaterThanOrEqual(29);

  // The way in: the catalogue's toolbar.
  await page.goto('/catalog');
  await page.getByRole('link', { name: t('catalog:quickOrderLink') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('quick-order:title') })).toBeVisible();

  // A file as Russian Excel saves it (";", a header row) comes back as lines in the box, checked.
  const csv = `${version === 'ru' ? 'Артикул;Количество' : 'SKU;Qty'}\r\n${products[0]!.code};1\r\n${products[1]!.code};2\r\n`;
  await page
    .getByLabel(t('quick-order:file.label'))
    .setInputFiles({ name: 'order.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByRole('textbox', { name: t('quick-order:text.label') })).toHaveValue(
    `${products[0]!.code} 1\n${products[1]!.code} 2`,
  );
  await expect(
    page
      .getByRole('table', { name: t('quick-order:table.caption') })
      .locator('tbody tr[data-problem="none"]'),
  ).toHaveCount(2);
  await screenshot(page, 'quick-order-file');

  // As buyers paste from their own systems: a header, mixed separators, codes in lower case and
  // with spaces for dashes.
  const good = products.slice(0, 27).map((p, i) => {
    const code = i % 3 === 0 ? p.code.toLowerCase() : i % 3 === 1 ? p.code.replaceAll('-', ' ') : p.code;
    return `${code}${['\t', ';', ' ', ', '][i % 4]}${i % 2 ? 2 : 1}`;
  });
  const over = products[27]!;
  const notANumber = products[28]!;
  const lines = [
    version === 'ru' ? 'Артикул;Количество' : 'SKU;Qty',
    ...good.slice(0, 10),
    'NO-SUCH-CODE-0000 3',
    ...good.slice(10, 20),
    `${over.code} ${over.quantity + 5}`,
    ...good.slice(20),
    `${notANumber.code} ${version === 'ru' ? 'много' : 'lots'}`,
  ];
  expect(lines).toHaveLength(31); // the header and 30 lines
  await page.getByRole('textbox', { name: t('quick-order:text.label') }).fill(lines.join('\n'));
  await page.getByRole('button', { name: t('quick-order:text.check'), exact: true }).click();

  const table = page.getByRole('table', { name: t('quick-order:table.caption') });
  await expect(table.locator('tbody tr')).toHaveCount(30, { timeout: 30_000 });
  const problem = (kind: string) => table.locator(`tbody tr[data-problem="${kind}"]`);
  await expect(problem('unknown_code')).toContainText('NO-SUCH-CODE-0000');
  await expect(problem('unknown_code')).toContainText(t('quick-order:status.unknown_code'));
  await expect(problem('over_stock')).toContainText(over.code);
  await expect(
    problem('over_stock').getByRole('button', {
      name: t('quick-order:status.takeAvailable', { available: '' }).trim(),
    }),
  ).toBeVisible();
  await expect(problem('not_a_number')).toContainText(t('quick-order:status.not_a_number'));
  await expect(table.locator('tbody tr[data-problem="none"]')).toHaveCount(27);
  await screenshot(page, 'quick-order-checked');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'quick-order-checked-phone');
  await page.setViewportSize({ width: 1440, height: 900 });

  const plural = version === 'ru' ? 'many' : 'other';
  const addButton = page.getByRole('button', { name: t(`quick-order:summary.add_${plural}`, { count: 27 }) });
  await addButton.click();
  const done = page.getByRole('heading', {
    name: t(`quick-order:added.title_${plural}`, { count: 27, units: '' }).split(',')[0]!,
  });
  await expect(done).toBeVisible({ timeout: 30_000 });
  // The three wrong lines stay in the box, checked again, to be fixed.
  await expect(table.locator('tbody tr')).toHaveCount(3, { timeout: 30_000 });
  await screenshot(page, 'quick-order-added');
  // On a phone the lines left to fix, their fixes and the add bar fit the screen's width.
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'quick-order-phone');
  await page.setViewportSize({ width: 1440, height: 900 });

  const basket = (await (await api('basket')).json()) as { value: { id: number; basket_count: number }[] };
  expect(basket.value).toHaveLength(27);

  await page.getByRole('link', { name: t('quick-order:added.toBasket') }).click();
  await expect(page).toHaveURL(/\/catalog\/basket$/);
});
