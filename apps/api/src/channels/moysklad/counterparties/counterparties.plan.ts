import {
  CounterpartyBody,
  compactRequisite,
  type MoyskladCounterpartyCounts,
  type MoyskladCounterpartyRow,
  requisitesProblems,
  type TextLanguage,
} from '@kits/contract';
import type { Executor } from '../../../db/client';
import { moyskladMessage } from '../moysklad.messages';
import { type OurCounterparty, selectByInn, selectLinks } from './links.repository';

/** A counterparty as МойСклад answers it (JSON API 1.2 «Контрагент»), the fields the import reads. */
export type MsCounterparty = {
  id: string;
  name: string;
  companyType?: 'legal' | 'entrepreneur' | 'individual';
  legalTitle?: string;
  inn?: string;
  kpp?: string;
  legalAddress?: string;
  phone?: string;
  email?: string;
  archived?: boolean;
  /** «Тип цены»: the price type it buys at (docs/rules.md#buyer-price), absent for none. */
  priceType?: { id?: string; name: string; meta?: { href: string } };
};

/** One row of the plan: the preview row and, for `create`, the body our counterparties writer takes. */
export type PlannedRow = MoyskladCounterpartyRow & { body: CounterpartyBody | null };

const text = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** The legal entities and sole traders (not private persons, not archived), by name. */
export function legalKinds(rows: MsCounterparty[]): MsCounterparty[] {
  return rows
    .filter((r) => !r.archived && (r.companyType ?? 'legal') !== 'individual')
    .sort((a, b) => a.name.localeCompare(b.name, 'ru') || a.id.localeCompare(b.id));
}

const keyOf = (inn: string, kpp: string | null) => `${inn}/${kpp ?? ''}`;

/**
 * What the import does with each МойСклад counterparty (docs/moysklad.md §Counterparties), read
 * against our counterparties and links through `db`: linked already → `linked`; else ours with the
 * same INN and KPP (not linked to another) → `link`; no INN, requisites our rules refuse
 * (docs/rules.md#requisites), a bad e-mail, a second one with the same INN and KPP, or ours
 * linked elsewhere → `skip`; otherwise `create`.
 */
export async function planCounterparties(
  db: Executor,
  lang: TextLanguage,
  rows: MsCounterparty[],
): Promise<PlannedRow[]> {
  const links = await selectLinks(db);
  const requisites = rows.map((r) => ({
    inn: text(r.inn) ? compactRequisite(r.inn!) : null,
    kpp: text(r.kpp) ? compactRequisite(r.kpp!) : null,
  }));
  const ours = new Map<string, OurCounterparty>();
  for (const c of await selectByInn(db, [...new Set(requisites.flatMap((r) => r.inn ?? []))])) {
    const key = keyOf(c.inn, c.kpp);
    if (!ours.has(key)) ours.set(key, c);
  }
  const seen = new Map<string, string>();
  return rows.map((ms, i) => {
    const { inn, kpp } = requisites[i]!;
    const row: PlannedRow = {
      moysklad_id: ms.id,
      name: ms.name,
      legal_title: text(ms.legalTitle),
      company_type: ms.companyType === 'entrepreneur' ? 'entrepreneur' : 'legal',
      inn,
      kpp,
      legal_address: text(ms.legalAddress),
      phone: text(ms.phone),
      email: text(ms.email),
      action: 'skip',
      counterparty: null,
      problems: [],
      body: null,
    };
    const linked = links.get(ms.id);
    if (linked) return { ...row, action: 'linked', counterparty: linked };
    if (!inn) return { ...row, problems: [moyskladMessage(lang, 'cpNoInn')] };
    const wrong = requisitesProblems({ version: 'ru', inn, kpp });
    if (wrong.inn) row.problems.push(moyskladMessage(lang, 'cpBadInn', { inn }));
    if (wrong.kpp) row.problems.push(moyskladMessage(lang, 'cpBadKpp', { kpp: kpp ?? '' }));
    const parsed = CounterpartyBody.safeParse({
      legal_name: ms.name,
      inn,
      kpp,
      legal_address: row.legal_address,
      contact_email: row.email,
      contact_phone: row.phone,
      version: 'ru',
      discount: 0,
    });
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        row.problems.push(moyskladMessage(lang, 'cpBadField', { field: issue.path.join('.') }));
    const key = keyOf(inn, kpp);
    const earlier = seen.get(key);
    if (earlier) row.problems.push(moyskladMessage(lang, 'cpDuplicate', { name: earlier }));
    if (row.problems.length > 0) return row;
    seen.set(key, ms.name);
    const match = ours.get(key);
    if (match?.linked)
      return { ...row, problems: [moyskladMessage(lang, 'cpLinkedElsewhere', { name: match.legal_name })] };
    if (match)
      return { ...row, action: 'link', counterparty: { id: match.id, legal_name: match.legal_name } };
    return { ...row, action: 'create', body: parsed.data! };
  });
}

/** How many rows of each action. */
export function countActions(rows: PlannedRow[]): MoyskladCounterpartyCounts {
  const counts: MoyskladCounterpartyCounts = { linked: 0, link: 0, create: 0, skip: 0 };
  for (const row of rows) counts[row.action]++;
  return counts;
}
