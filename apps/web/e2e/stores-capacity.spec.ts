import type { ShelfSettings } from '@kits/contract';
import { apiAs, clickForToast, expect, loginAs, screenshot, test } from './fixtures';

/**
 * Stores capacity (docs/rules.md#routes /services/stores-capacity, docs/rules.md#occupancy-entry, docs/rules.md#occupancy; decision
 * 0019): a manager finds a retail outlet, gives a shelf more places and adds a shelf, and the list
 * shows the outlet's new shelves and occupancy, the history the change. Each project edits the last outlet of its own
 * version (no other story uses it), and puts its shelves back at the end.
 */
type Outlet = { id: number; name: string; shelves_count: number; occupancy_percent: number | null };
type Shelf = ShelfSettings & { count: number; supplies: number };

test('a manager gives an outlet’s shelf more places and adds a shelf; its occupancy follows', async ({
  page,
  t,
  version,
  baseURL,
}) => {
  const api = await apiAs(baseURL!, 'manager');
  const list = async (query: string) =>
    (await (await api.get(`/api/v0/services/outlets?${query}`)).json()) as {
      data: Outlet[];
      meta: { last_page: number };
    };
  // The last demo outlet with shelves (other specs add outlets of their own, without shelves).
  const { meta } = await list(`version=${version}`);
  const demo = (await list(`version=${version}&page=${meta.last_page}`)).data.filter((o) => o.id < 100_000);
  const outlet = (
    demo.length > 0 ? demo : (await list(`version=${version}&page=${meta.last_page - 1}`)).data
  ).at(-1)!;
  const before = (await (await api.get(`/api/v0/services/outlets/${outlet.id}/capacities`)).json()).data
    .shelves as Shelf[];
  expect(before.length).toBeGreaterThan(0);
  const first = before[0]!;
  const places = first.capacity + 7;

  try {
    await loginAs(page, 'manager');
    await page.goto('/services/stores-capacity');
    await page.getByRole('searchbox', { name: t('stores-capacity:search.label') }).fill(String(outlet.id));
    const table = page.getByRole('table', { name: t('stores-capacity:outlets.results') });
    const row = table.locator('tbody tr').filter({ hasText: outlet.name });
    await expect(row).toHaveCount(1);
    await row
      .getByRole('button', { name: t('stores-capacity:outlets.editNamed', { name: outlet.name }) })
      .click();

    const editor = page.getByRole('form', { name: t('stores-capacity:editor.title', { name: outlet.name }) });
    const field = (key: string, n: number) =>
      editor.getByRole(key === 'category' ? 'combobox' : 'textbox', {
        name: t(`stores-capacity:editor.label.${key}`, { n }),
        exact: true,
      });
    // Its shelves (dozens of rows, each with the category list) take a while on a busy runner.
    await expect(field('capacity', 1)).toHaveValue(String(first.capacity), { timeout: 30_000 });
    await field('capacity', 1).fill(String(places));

    const n = before.length + 1;
    await editor.getByRole('button', { name: t('stores-capacity:editor.add') }).click();
    await field('category', n).selectOption({ value: String(first.product_category_id) });
    await field('size', n).fill('99x99');
    await field('capacity', n).fill('5');
    await field('cost', n).fill('1,5');
    await screenshot(page, 'stores-capacity-editor');
    await clickForToast(
      page,
      editor.getByRole('button', { name: t('stores-capacity:editor.save') }),
      t('stores-capacity:editor.saved'),
    );

    // Saved as typed; the list shows the server's new count of shelves and occupancy.
    const saved = (await (await api.get(`/api/v0/services/outlets/${outlet.id}/capacities`)).json()).data;
    expect(saved.shelves).toHaveLength(before.length + 1);
    expect(saved.shelves).toContainEqual(
      expect.objectContaining({
        size: '99x99',
        capacity: 5,
        cost: '1.50',
        product_category_id: first.product_category_id,
      }),
    );
    await expect(field('capacity', 1)).toHaveValue(String(places));
    const after = saved.outlet as Outlet;
    await expect(row).toContainText(String(before.length + 1));
    const bar = row.getByRole('progressbar', {
      name: t('stores-capacity:outlets.occupancyOf', { name: outlet.name }),
    });
    await expect(bar).toHaveAttribute(
      'aria-valuetext',
      t('stores-capacity:percent', { value: after.occupancy_percent! }),
    );
    // The shelf history names the change and who made it.
    const history = page.getByRole('table', { name: t('stores-capacity:history.title') });
    const latest = history.locator('tbody tr').first();
    await expect(latest).toContainText('manager');
    await expect(latest).toContainText(
      t('stores-capacity:history.fields.capacity', { before: first.capacity, after: places }),
    );
    await screenshot(page, 'stores-capacity-saved');
  } finally {
    const shelves = before.map(({ count, supplies, ...s }) => ({
      product_category_id: s.product_category_id,
      size: s.size,
      is_premium: s.is_premium,
      capacity: s.capacity,
      cost: s.cost,
      alias_name: s.alias_name,
    }));
    const url = `/api/v0/services/outlets/${outlet.id}/capacities`;
    const now = (await (await api.get(url)).json()) as { data: { etag: string } };
    const restored = await api.put(url, { data: { shelves }, headers: { 'If-Match': now.data.etag } });
    expect(restored.ok()).toBe(true);
    await api.dispose();
  }
});
