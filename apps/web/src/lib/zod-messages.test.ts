// @vitest-environment jsdom
import { RegistrationBody } from '@kits/contract';
import { describe, expect, it } from 'vitest';
import { setupWebTest } from '@/test/setup';
import { changeLanguage } from './i18n';

await setupWebTest('ru');

describe("the browser's own schema checks (docs/rules.md#field-errors)", () => {
  it("word each field's error for a person in the page's language", async () => {
    const bad = { name: ' ', email: 'no', phone: '12', comment: 'x'.repeat(2001) };
    const messages = () =>
      Object.fromEntries(
        (RegistrationBody.safeParse(bad).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
      );
    expect(messages()).toEqual({
      name: 'Укажите имя',
      email: 'Введите адрес электронной почты, например name@example.ru',
      phone: 'Номер телефона слишком короткий: не меньше 5 цифр',
      comment: 'Не длиннее 2000 символов',
    });
    await changeLanguage('en');
    expect(messages()).toEqual({
      name: 'Please enter a name',
      email: 'Please enter an e-mail address, e.g. name@example.com',
      phone: 'The phone number is too short: at least 5 digits',
      comment: 'At most 2000 characters',
    });
    await changeLanguage('ru');
  });
});
