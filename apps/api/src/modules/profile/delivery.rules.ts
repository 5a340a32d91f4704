import { ADDRESS_MAX, type Delivery, type DeliveryInput, type TextLanguage } from '@kits/contract';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { profileMessage } from './profile.messages';
import { checkDeliveryIds } from './profile.repository';

/**
 * Delivery data rules (spec §3 Profile.delivery, §5 address limit), shared by PATCH /profile/{uuid}
 * and POST /order/send: texts trimmed ("" = null), ids that must exist, the contact person one of
 * the user's own, the city in the chosen country.
 */

/** A text as stored: trimmed, null when empty or not given. */
export const cleanText = (value: string | null | undefined): string | null => {
  const text = value?.trim();
  return text ? text : null;
};

/**
 * The delivery data after applying `input` to `base`: a field missing from `input` keeps the base
 * value (null without a base), null or "" clears it.
 */
export function mergeDelivery(input: DeliveryInput, base?: Delivery): Delivery {
  const pick = <K extends keyof Delivery>(key: K, value: Delivery[K] | undefined) =>
    value === undefined ? (base?.[key] ?? null) : value;
  return {
    comment: pick('comment', input.comment === undefined ? undefined : cleanText(input.comment)),
    method: pick('method', input.method),
    country: pick('country', input.country),
    city: pick('city', input.city),
    service: pick('service', input.service),
    address: pick('address', input.address === undefined ? undefined : cleanText(input.address)),
    contact: pick('contact', input.contact),
  };
}

/**
 * Field errors of delivery data, `{}` when valid: `address` longer than ADDRESS_MAX (255, spec §5);
 * `method`, `country`, `city`, `service` unknown ids; `city` not in `country`; `contact` not one of
 * the user's contact persons.
 */
export async function deliveryErrors(options: {
  db: Executor;
  userId: number;
  delivery: Delivery;
  lang: TextLanguage;
}): Promise<Record<string, string[]>> {
  const { db, userId, delivery: d, lang } = options;
  const errors: Record<string, string[]> = {};
  const add = (field: string, text: string) => {
    errors[field] = [...(errors[field] ?? []), text];
  };
  const length = d.address ? [...d.address].length : 0;
  if (length > ADDRESS_MAX)
    add('address', profileMessage(lang, 'addressTooLong', { max: ADDRESS_MAX, length }));
  const chosen = [d.method, d.country, d.city, d.service, d.contact].some((id) => id !== null);
  const found = chosen
    ? await checkDeliveryIds(db, { ...d, userId })
    : { method: true, country: true, city: true, service: true, contact: true, city_country_id: null };
  if (!found.method) add('method', profileMessage(lang, 'unknownMethod'));
  if (!found.country) add('country', profileMessage(lang, 'unknownCountry'));
  if (!found.city) add('city', profileMessage(lang, 'unknownCity'));
  else if (d.city !== null && d.country !== null && found.city_country_id !== d.country)
    add('city', profileMessage(lang, 'cityNotInCountry'));
  if (!found.service) add('service', profileMessage(lang, 'unknownService'));
  if (!found.contact) add('contact', profileMessage(lang, 'unknownContact'));
  return errors;
}

/**
 * Throws UNPROCESSABLE (422) with `errors` when `errors` has any field; the message joins every
 * text, so a toast showing only `message` (spec §8 contact person) still says what is wrong.
 */
export function throwIfErrors(errors: Record<string, string[]>): void {
  const texts = Object.values(errors).flat();
  if (texts.length > 0) throw new AppError('UNPROCESSABLE', { message: texts.join('; '), errors });
}
