import { ADDRESS_MAX } from '../constants';
import type { Delivery, DeliveryInput } from '../schemas/profile';

/**
 * Delivery data rules of docs/rules.md#profile (Profile.delivery, the `order_comment` of order send) and docs/rules.md#spec-5
 * (address limit), pure: the server applies them to PATCH /profile/{uuid} and POST /order/send
 * (with the ids it looked up, apps/api/src/rules/delivery.ts), and a form may apply them before
 * sending.
 */

/** A profile text as stored (delivery and personal fields): trimmed, null when empty or not given. */
export const cleanText = (value: string | null | undefined): string | null => {
  const text = value?.trim();
  return text ? text : null;
};

/** Delivery data with nothing chosen: every field null (an order or profile without delivery data). */
export const EMPTY_DELIVERY: Readonly<Delivery> = {
  comment: null,
  method: null,
  country: null,
  city: null,
  service: null,
  address: null,
  contact: null,
};

/**
 * The delivery data after applying `input` to `base`: a field missing from `input` keeps the base
 * value (null without a base), null or "" clears it; texts are cleaned (`cleanText`).
 */
export function mergeDelivery(input: DeliveryInput, base?: Delivery): Delivery {
  const pick = <K extends keyof Delivery>(key: K, value: Delivery[K] | undefined) =>
    value === undefined ? (base ?? EMPTY_DELIVERY)[key] : value;
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

/** The delivery ids a delivery refers to (null: not chosen). */
export type DeliveryIds = Pick<Delivery, 'method' | 'country' | 'city' | 'service' | 'contact'>;

/**
 * What a lookup found for the delivery's ids: each id exists (a contact among the user's own
 * contact persons); a not chosen id counts as found. `city_country_id` is the chosen city's country.
 */
export type DeliveryIdsFound = Record<keyof DeliveryIds, boolean> & { city_country_id: number | null };

/** True when the delivery chose any id, so the ids need a lookup; otherwise `NOTHING_TO_FIND` holds. */
export const choosesDeliveryIds = (d: DeliveryIds) =>
  [d.method, d.country, d.city, d.service, d.contact].some((id) => id !== null);

/** The lookup answer of a delivery that chose no id. */
export const NOTHING_TO_FIND: DeliveryIdsFound = {
  method: true,
  country: true,
  city: true,
  service: true,
  contact: true,
  city_country_id: null,
};

/** One broken delivery rule: the field it belongs to and the problem (a message key). */
export type DeliveryProblem =
  | { field: 'address'; problem: 'addressTooLong'; max: number; length: number }
  | { field: 'method'; problem: 'unknownMethod' }
  | { field: 'country'; problem: 'unknownCountry' }
  | { field: 'city'; problem: 'unknownCity' | 'cityNotInCountry' }
  | { field: 'service'; problem: 'unknownService' }
  | { field: 'contact'; problem: 'unknownContact' };

/**
 * The problems of delivery data `d` given what the lookup `found`, [] when valid, in field order:
 * `address` longer than ADDRESS_MAX (255, docs/rules.md#spec-5; counted in code points); `method`, `country`,
 * `city`, `service` unknown ids; `city` not in `country` (both chosen); `contact` not one of the
 * user's contact persons.
 */
export function deliveryProblems(d: Delivery, found: DeliveryIdsFound): DeliveryProblem[] {
  const problems: DeliveryProblem[] = [];
  const length = d.address ? [...d.address].length : 0;
  if (length > ADDRESS_MAX)
    problems.push({ field: 'address', problem: 'addressTooLong', max: ADDRESS_MAX, length });
  if (!found.method) problems.push({ field: 'method', problem: 'unknownMethod' });
  if (!found.country) problems.push({ field: 'country', problem: 'unknownCountry' });
  if (!found.city) problems.push({ field: 'city', problem: 'unknownCity' });
  else if (d.city !== null && d.country !== null && found.city_country_id !== d.country)
    problems.push({ field: 'city', problem: 'cityNotInCountry' });
  if (!found.service) problems.push({ field: 'service', problem: 'unknownService' });
  if (!found.contact) problems.push({ field: 'contact', problem: 'unknownContact' });
  return problems;
}
