import { ACCOUNT_GROUPS, type Account, type AccountGroup, LOCALES, type Locale } from '@kits/contract';
import { withEtag } from '../../lib/record-version';
import type { AccountRow } from './accounts.repository';

const isGroup = (g: string): g is AccountGroup => (ACCOUNT_GROUPS as readonly string[]).includes(g);
const localeOf = (l: string): Locale => ((LOCALES as readonly string[]).includes(l) ? (l as Locale) : 'ru');

/** An account row as the API answers it (docs/rules.md#counterparty users): groups outside ACCOUNT_GROUPS are left out. */
export function toAccount(row: AccountRow): Account {
  return withEtag({
    id: Number(row.id),
    uuid: row.uuid,
    username: row.username,
    fullname: row.fullname,
    email: row.email,
    phone: row.phone,
    locale: localeOf(row.locale),
    groups: row.groups.filter(isGroup),
    discount: Number(row.discount),
    locked: row.locked,
    counterparty_id: row.counterparty_id === null ? null : Number(row.counterparty_id),
    company_admin: row.company_admin,
    created_at: new Date(row.created_at).toISOString(),
  });
}

/** The fields of an account the audit log compares (never a password or a token). */
export const auditedFields = (a: Account) => ({
  username: a.username,
  fullname: a.fullname,
  email: a.email,
  phone: a.phone,
  locale: a.locale,
  groups: a.groups,
  discount: a.discount,
  company_admin: a.company_admin,
});

/** `{ field: [before, after] }` for every audited field that differs (docs/rules.md#audit). */
export function accountChanges(before: Account, after: Account): Record<string, [unknown, unknown]> {
  const was = auditedFields(before);
  const is = auditedFields(after);
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of Object.keys(was) as (keyof typeof was)[])
    if (JSON.stringify(was[key]) !== JSON.stringify(is[key])) changes[key] = [was[key], is[key]];
  return changes;
}
