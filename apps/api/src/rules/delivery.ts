import {
  choosesDeliveryIds,
  type Delivery,
  type DeliveryIds,
  type DeliveryIdsFound,
  deliveryProblems,
  NOTHING_TO_FIND,
  type TextLanguage,
} from '@kits/contract';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../db/client';
import { defineMessages } from '../lib/messages';

/**
 * Delivery validation of docs/rules.md#profile (Profile.delivery, the `order_comment` of order send) and docs/rules.md#spec-5,
 * shared by PATCH /profile/{uuid} and POST /order/send: the pure rule is `deliveryProblems`
 * (packages/contract rules/delivery.ts); this file looks up the ids it needs and words the
 * problems. Tested by delivery.api.test.ts.
 */

/** The texts of the delivery problems, ru/en (locales/<ru|en>/delivery.json; docs/rules.md#spec-5 field rules, docs/rules.md#contact-toasts contact person toasts). */
const deliveryMessage = defineMessages('delivery');

/**
 * Which of the delivery ids exist (the contact among `userId`'s own contact persons) and the
 * chosen city's country, in one statement. A not chosen (null) id counts as found.
 */
export async function findDeliveryIds(
  db: Executor,
  options: DeliveryIds & { userId: number },
): Promise<DeliveryIdsFound> {
  const { method, country, city, service, contact, userId } = options;
  const rows = await queryRows<DeliveryIdsFound>(
    db,
    sql`select
        (${method}::int is null or exists(select 1 from delivery_methods where id = ${method}::int)) as method,
        (${country}::int is null or exists(select 1 from countries where id = ${country}::int)) as country,
        (${city}::int is null or exists(select 1 from cities where id = ${city}::int)) as city,
        (${service}::int is null or exists(select 1 from delivery_services where id = ${service}::int)) as service,
        (${contact}::int is null or exists(select 1 from contacts
          where id = ${contact}::int and user_id = ${userId})) as contact,
        (select country_id from cities where id = ${city}::int) as city_country_id`,
  );
  return rows[0]!;
}

/**
 * Field errors of `delivery` for user `userId`, `{}` when valid: `{ <field>: [text in lang] }` for
 * each problem of `deliveryProblems` (address too long, unknown ids, city not in the country,
 * another user's contact). The ids are looked up only when any is chosen.
 */
export async function deliveryErrors(options: {
  db: Executor;
  userId: number;
  delivery: Delivery;
  lang: TextLanguage;
}): Promise<Record<string, string[]>> {
  const { db, userId, delivery, lang } = options;
  const found = choosesDeliveryIds(delivery)
    ? await findDeliveryIds(db, { ...delivery, userId })
    : NOTHING_TO_FIND;
  const errors: Record<string, string[]> = {};
  for (const p of deliveryProblems(delivery, found)) {
    const text =
      p.problem === 'addressTooLong' ? deliveryMessage(lang, p.problem, p) : deliveryMessage(lang, p.problem);
    errors[p.field] = [...(errors[p.field] ?? []), text];
  }
  return errors;
}
