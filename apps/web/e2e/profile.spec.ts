import { clickForToast, expect, loginAs, screenshot, test } from './fixtures';

/**
 * The profile (issue 3 item 6): a contact person through the contact-person modal (docs/rules.md#spec-5, docs/rules.md#spec-8) and
 * the delivery address saved with PATCH. Each project has its own partner shop of the demo data
 * (partner04 Russian, partner05 English), so the two never overwrite each other's profile and no
 * checkout story reads a profile changed under it.
 */

test.describe('the profile', () => {
  test('a customer adds a contact person and saves the delivery address with it as the default contact', async ({
    page,
    t,
    version,
  }) => {
    await loginAs(page, version === 'ru' ? 'partner04' : 'partner05');
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: t('profile:title') })).toBeVisible();
    // The demo's delivery data of each version is in its language (issue 28 item 7): the English
    // version's address and default contact have no Cyrillic, the Russian version's do.
    const prefilled = page.getByRole('region', { name: t('profile:delivery.title') });
    const cyrillic = /[а-яё]/i;
    const shownDelivery = [
      await prefilled.getByLabel(t('delivery:fields.address')).inputValue(),
      await prefilled.getByLabel(t('delivery:fields.defaultContact')).locator('option:checked').innerText(),
    ].join(' ');
    expect(cyrillic.test(shownDelivery), shownDelivery).toBe(version === 'ru');

    const contacts = page.getByRole('region', { name: t('profile:contacts.title') });
    await contacts.getByRole('button', { name: t('profile:contacts.add') }).click();
    const modal = page.getByRole('dialog', { name: t('delivery:contact.title') });
    // docs/rules.md#spec-5: empty required fields are named in a toast, nothing is sent.
    await modal.getByRole('button', { name: t('delivery:contact.save') }).click();
    await expect(page.locator('.toast', { hasText: t('delivery:contact.fillEmpty') })).toContainText(
      t('delivery:contact.fields.full_name'),
    );
    const fullName = `${version === 'ru' ? 'Кладовщик Тест' : 'Storekeeper Test'} ${Date.now() % 100000}`;
    await modal.getByLabel(t('delivery:contact.fields.full_name')).fill(fullName);
    await modal.getByLabel(t('delivery:contact.fields.phone')).fill('+7 900 555-77-88');
    await modal.getByRole('button', { name: t('delivery:contact.save') }).click();
    await expect(modal).toBeHidden();
    await expect(page.locator('.toast', { hasText: t('delivery:contact.created') })).toBeVisible();
    await expect(contacts).toContainText(fullName);

    const delivery = page.getByRole('region', { name: t('profile:delivery.title') });
    // docs/rules.md#spec-6: method, country, city and service exist in the Russian version only.
    await expect(delivery.getByLabel(t('delivery:fields.method'))).toHaveCount(version === 'ru' ? 1 : 0);
    const address =
      version === 'ru'
        ? `г. Тверь, ул. Складская, д. ${Date.now() % 1000}`
        : `${Date.now() % 1000} Warehouse Street, Riga`;
    await delivery.getByLabel(t('delivery:fields.address')).fill(address);
    await expect(delivery.getByText(`${address.length} / 255`)).toBeVisible();
    await delivery
      .getByLabel(t('delivery:fields.defaultContact'))
      .selectOption({ label: `${fullName} · +7 900 555-77-88` });
    await clickForToast(
      page,
      delivery.getByRole('button', { name: t('profile:delivery.save') }),
      t('profile:delivery.saved'),
    );
    await screenshot(page, 'profile');

    await page.reload();
    const saved = page.getByRole('region', { name: t('profile:delivery.title') });
    await expect(saved.getByLabel(t('delivery:fields.address'))).toHaveValue(address);
    await expect(
      saved.getByLabel(t('delivery:fields.defaultContact')).locator('option:checked'),
    ).toContainText(fullName);
  });
});
