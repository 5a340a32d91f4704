import type { Account } from '@kits/contract';
import { describe, expect, it } from 'vitest';
import {
  accountFormProblems,
  accountFormValues,
  accountPatch,
  newAccountForm,
  newPasswordProblems,
  toAccountBody,
} from './account-form';

const account: Account = {
  etag: '"account-5-v1"',
  id: 5,
  uuid: '0d4c1a6e-2a55-4f6e-9f55-6d1b1c0a7e01',
  username: 'anna',
  fullname: 'Анна',
  email: 'anna@shop.example',
  phone: null,
  locale: 'ru',
  groups: ['warehouse'],
  discount: 5,
  locked: false,
  counterparty_id: 3,
  company_admin: false,
  created_at: '2026-03-01T10:00:00.000Z',
};

describe('account form', () => {
  it('refuses an empty or badly written login, name, e-mail and discount before sending', () => {
    expect(accountFormProblems(newAccountForm('ru'))).toEqual({
      username: 'form.required',
      fullname: 'form.required',
      email: 'form.required',
    });
    const bad = { ...newAccountForm('en'), username: 'a b', fullname: 'A', email: 'nope', discount: '101' };
    expect(accountFormProblems(bad)).toEqual({
      username: 'form.badUsername',
      email: 'form.badEmail',
      discount: 'form.badDiscount',
    });
    expect(accountFormProblems({ ...bad, username: 'a.b', email: 'a@b.cd', discount: '7,5' })).toEqual({});
  });

  it('sends trimmed values, no phone as null and a decimal comma as a point', () => {
    const values = { ...accountFormValues(account), username: ' anna ', phone: ' ', discount: '7,5' };
    expect(toAccountBody(values)).toMatchObject({ username: 'anna', phone: null, discount: 7.5 });
  });

  it('patches only what changed, groups in any order counting as the same', () => {
    expect(accountPatch(accountFormValues(account), account)).toEqual({});
    const values = {
      ...accountFormValues(account),
      fullname: 'Анна П.',
      groups: ['dropshipping', 'warehouse'] as const,
    };
    expect(accountPatch({ ...values, groups: [...values.groups] }, account)).toEqual({
      fullname: 'Анна П.',
      groups: ['dropshipping', 'warehouse'],
    });
    const reordered = { ...account, groups: ['dropshipping', 'warehouse'] as Account['groups'] };
    expect(
      accountPatch({ ...accountFormValues(reordered), groups: ['warehouse', 'dropshipping'] }, reordered),
    ).toEqual({});
  });

  it('wants a new password of 8 characters, repeated the same', () => {
    expect(newPasswordProblems('short', 'short')).toEqual({ password: ['setPassword.tooShort'] });
    expect(newPasswordProblems('long-enough', 'long-enougH')).toEqual({ repeat: ['setPassword.mismatch'] });
    expect(newPasswordProblems('long-enough', 'long-enough')).toEqual({});
  });
});
