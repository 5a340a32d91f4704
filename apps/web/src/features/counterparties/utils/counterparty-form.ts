import { COUNTERPARTY_TEXT_FIELDS, type Counterparty, type CounterpartyInput } from '@kits/contract';
import type { CounterpartyChanges } from '../api/save-counterparty';

/** The text fields of the counterparty form, in the order of the body. */
export const TEXT_FIELDS = COUNTERPARTY_TEXT_FIELDS;
export type TextField = (typeof TEXT_FIELDS)[number];

/**
 * The form's values: every field as typed, the version, the discount as typed, the price type's id
 * ('' = the list prices, docs/rules.md#buyer-price).
 */
export type CounterpartyValues = Record<TextField, string> & {
  version: 'ru' | 'en';
  discount: string;
  price_type_id: string;
};

/** Fields only one version asks for (docs/rules.md#requisites): INN, KPP and the correspondent account are Russian, the VAT id European. */
const RUSSIAN_ONLY: readonly TextField[] = ['inn', 'kpp', 'correspondent_account'];
const ENGLISH_ONLY: readonly TextField[] = ['vat_id'];

/** Whether the form shows `field` for a counterparty of `version`. */
export const shownFor = (field: TextField, version: 'ru' | 'en') =>
  !(version === 'en' ? RUSSIAN_ONLY : ENGLISH_ONLY).includes(field);

/** The form's values of a saved counterparty, or of a new one of `version`. */
export function valuesOf(saved: Counterparty | null, version: 'ru' | 'en' = 'ru'): CounterpartyValues {
  const text = Object.fromEntries(TEXT_FIELDS.map((f) => [f, saved?.[f] ?? ''])) as Record<TextField, string>;
  return {
    ...text,
    version: saved?.version ?? version,
    discount: String(saved?.discount ?? 0),
    price_type_id: saved?.price_type_id ? String(saved.price_type_id) : '',
  };
}

/** The typed discount as a number ("12,5" → 12.5); NaN when it is no number. */
const discountOf = (typed: string) => (typed.trim() === '' ? 0 : Number(typed.replace(',', '.').trim()));

/**
 * The create body of the values: texts trimmed ('' → null), the fields of the other version null,
 * the discount a number (the server refuses a bad one on `discount`).
 */
export function toBody(values: CounterpartyValues): CounterpartyInput {
  const text = Object.fromEntries(
    TEXT_FIELDS.map((f) => [f, shownFor(f, values.version) ? values[f].trim() || null : null]),
  ) as Record<TextField, string | null>;
  return {
    ...text,
    legal_name: text.legal_name ?? '',
    version: values.version,
    discount: discountOf(values.discount),
  };
}

/**
 * The PATCH body: the fields whose value differs from the saved counterparty's (the price type
 * too), and `apply_to_users` when asked (it goes with the discount). Empty when nothing changed.
 */
export function changesOf(
  values: CounterpartyValues,
  saved: Counterparty,
  applyToUsers: boolean,
): CounterpartyChanges {
  const body = toBody(values);
  const before = toBody(valuesOf(saved));
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(body) as (keyof CounterpartyInput)[])
    if (body[key] !== before[key]) changes[key] = body[key];
  if (applyToUsers) {
    changes.discount = body.discount;
    changes.apply_to_users = true;
  }
  if (values.price_type_id !== valuesOf(saved).price_type_id)
    changes.price_type_id = values.price_type_id ? Number(values.price_type_id) : null;
  return changes as CounterpartyChanges;
}
