import {
  type Account,
  type AccountBody,
  type AccountGroup,
  type AccountPatch,
  isEmail,
  type Locale,
  PASSWORD_MIN,
  USERNAME_PATTERN,
} from '@kits/contract';
import type { FieldMessages } from '@/lib/field-errors';

/** The account form's values as typed (discount as text). */
export type AccountFormValues = {
  username: string;
  fullname: string;
  email: string;
  phone: string;
  locale: Locale;
  groups: AccountGroup[];
  discount: string;
  /** The counterparty's admin user: sees every order of the company (docs/rules.md#company-orders). */
  company_admin: boolean;
};

/** A new user's form: warehouse rights (they may order), no discount, the page's language. */
export const newAccountForm = (locale: 'ru' | 'en'): AccountFormValues => ({
  username: '',
  fullname: '',
  email: '',
  phone: '',
  locale,
  groups: ['warehouse'],
  discount: '0',
  company_admin: false,
});

/** An account's form values. */
export const accountFormValues = (account: Account): AccountFormValues => ({
  username: account.username,
  fullname: account.fullname,
  email: account.email ?? '',
  phone: account.phone ?? '',
  locale: account.locale,
  groups: [...account.groups],
  discount: String(account.discount),
  company_admin: account.company_admin,
});

/** The discount as a number (a comma works as the decimal point), NaN when it is none. */
const discountOf = (text: string) =>
  text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.'));

/**
 * The fields the page refuses before sending (the server checks them again), each with the key of
 * its text in the `accounts` namespace: required, the login's letters, the e-mail, the discount 0–100.
 */
export function accountFormProblems(values: AccountFormValues): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!values.username.trim()) problems.username = 'form.required';
  else if (!USERNAME_PATTERN.test(values.username.trim())) problems.username = 'form.badUsername';
  if (!values.fullname.trim()) problems.fullname = 'form.required';
  if (!values.email.trim()) problems.email = 'form.required';
  else if (!isEmail(values.email)) problems.email = 'form.badEmail';
  const discount = discountOf(values.discount);
  if (!(discount >= 0 && discount <= 100)) problems.discount = 'form.badDiscount';
  return problems;
}

/** The body of POST services/counterparties/{id}/users. */
export const toAccountBody = (values: AccountFormValues): AccountBody => ({
  username: values.username.trim(),
  fullname: values.fullname.trim(),
  email: values.email.trim(),
  phone: values.phone.trim() || null,
  locale: values.locale,
  groups: values.groups,
  discount: discountOf(values.discount),
});

/** The PATCH body: only the fields that differ from `account`. */
export function accountPatch(values: AccountFormValues, account: Account): AccountPatch {
  const body = toAccountBody(values);
  const was = toAccountBody(accountFormValues(account));
  const sameGroups = [...body.groups].sort().join() === [...was.groups].sort().join();
  const patch: AccountPatch = {};
  for (const key of ['username', 'fullname', 'email', 'phone', 'locale', 'discount'] as const)
    if (body[key] !== was[key]) Object.assign(patch, { [key]: body[key] });
  if (!sameGroups) patch.groups = body.groups;
  if (values.company_admin !== account.company_admin) patch.company_admin = values.company_admin;
  return patch;
}

/**
 * The problems of a new password and its repeat (docs/rules.md#password-link,
 * docs/rules.md#password-change) as text keys: at least PASSWORD_MIN characters, both the same.
 */
export function newPasswordProblems(password: string, repeat: string): FieldMessages {
  const problems: FieldMessages = {};
  if (password.length < PASSWORD_MIN) problems.password = ['setPassword.tooShort'];
  else if (password !== repeat) problems.repeat = ['setPassword.mismatch'];
  return problems;
}
