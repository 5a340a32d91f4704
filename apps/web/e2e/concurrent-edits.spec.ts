import type { Counterparty } from '@kits/contract';
import { apiAs, clickForToast, expect, loginAs, screenshot, test } from './fixtures';

/**
 * Two staff saving the same thing (docs/rules.md#record-versions): one manager has a counterparty
 * open in two pages, saves a change in the first, then a change of another field in the second,
 * which still shows the old record. The second save is refused and the form shows "someone changed
 * this — review" with the first page's value; saving again keeps both changes. The story creates
 * its own counterparty, so no other story sees it.
 */
test('a second save on a stale page shows "someone changed this — review" instead of overwriting', async ({
  page,
  browser,
  t,
  version,
  baseURL,
}) => {
  const api = await apiAs(baseURL!, 'manager');
  const created = await api.post('/api/v0/services/counterparties', {
    data: {
      legal_name: `ООО «Два менеджера ${version} ${Date.now()}»`,
      inn: '7707083893',
      version: 'ru',
      discount: 0,
      contact_name: 'Петров Пётр',
    },
  });
  expect(created.status()).toBe(201);
  const counterparty = ((await created.json()) as { data: Counterparty }).data;
  const second = await browser.newPage({ baseURL });
  try {
    const open = async (p: typeof page) => {
      await loginAs(p, 'manager');
      await p.goto(`/services/counterparty/${counterparty.id}`);
      const form = p.getByRole('form', { name: counterparty.legal_name });
      await expect(form.getByLabel(t('counterparties:form.contact_name'), { exact: true })).toHaveValue(
        'Петров Пётр',
      );
      return form;
    };
    const first = await open(page);
    const stale = await open(second);
    const save = (form: typeof first) =>
      form.getByRole('button', { name: t('counterparties:form.save'), exact: true });

    await first.getByLabel(t('counterparties:form.contact_name'), { exact: true }).fill('Иванова Анна');
    await clickForToast(page, save(first), t('counterparties:form.saved'));

    await stale.getByLabel(t('counterparties:form.comment'), { exact: true }).fill('Звонить после обеда');
    await save(stale).click();
    const alert = stale.getByRole('alert');
    await expect(alert).toContainText(t('common:stale.title'));
    await expect(alert).toContainText('Иванова Анна');
    await expect(stale.getByLabel(t('counterparties:form.contact_name'), { exact: true })).toHaveValue(
      'Иванова Анна',
    );
    await expect(stale.getByLabel(t('counterparties:form.comment'), { exact: true })).toHaveValue(
      'Звонить после обеда',
    );
    await screenshot(second, 'concurrent-edit-review');

    await clickForToast(second, save(stale), t('counterparties:form.saved'));
    await expect(alert).toBeHidden();
    const saved = (await (await api.get(`/api/v0/services/counterparties/${counterparty.id}`)).json())
      .data as Counterparty;
    expect([saved.contact_name, saved.comment]).toEqual(['Иванова Анна', 'Звонить после обеда']);
  } finally {
    await second.close();
    await api.dispose();
  }
});
