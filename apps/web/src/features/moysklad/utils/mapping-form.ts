import {
  MOYSKLAD_ATTRIBUTE_TARGETS,
  MOYSKLAD_PRICE_CURRENCIES,
  type MoyskladAttributeTarget,
  type MoyskladMapping,
  type MoyskladOptions,
  type MoyskladProductKey,
  type MoyskladStoreMapping,
  type MoyskladStoreTarget,
  ORDER_STATUSES,
  type OrderStatusName,
} from '@kits/contract';

type Currency = (typeof MOYSKLAD_PRICE_CURRENCIES)[number];

/** One МойСклад warehouse's row as the form holds it (ids of selects as strings, '' = none chosen). */
export type StoreRow = {
  moysklad_store_id: string;
  target: MoyskladStoreTarget;
  store_id: string;
  counterparty_id: string;
};
/** One currency's price types ('' = none). */
export type PriceRow = { wholesale: string; retail: string };

/** Orders out: sent or not, the organization, the state of each of our statuses ('' = none). */
export type OrdersRow = { enabled: boolean; organization: string; states: Record<OrderStatusName, string> };

/** The mapping form: a row per warehouse of the options (their order), prices per currency, the product key, attribute ids ('' = not mapped), orders out. */
export type MappingForm = {
  stores: StoreRow[];
  prices: Record<Currency, PriceRow>;
  product_key: MoyskladProductKey;
  attributes: Record<MoyskladAttributeTarget, string>;
  orders: OrdersRow;
};

const idText = (id: number | null | undefined) => (id == null ? '' : String(id));
const idOrNull = (text: string) => (text === '' ? null : Number(text));

const storeRow = (id: string, m: MoyskladStoreMapping): StoreRow => ({
  moysklad_store_id: id,
  target: m.target,
  store_id: idText(m.store_id),
  counterparty_id: idText(m.counterparty_id),
});

/**
 * The form's values from `mapping` (the saved one, or `options.suggested` when accepting the
 * suggestions; null = none saved: the suggestions): one row per warehouse of `options.stores`, its
 * entry in `mapping`, else the warehouse's own `suggestion`. Saved entries of warehouses no longer
 * in МойСклад are left out.
 */
export function mappingForm({
  mapping,
  options,
}: {
  mapping: MoyskladMapping | null;
  options: MoyskladOptions;
}): MappingForm {
  const source = mapping ?? options.suggested;
  const byId = new Map(source.stores.map((s) => [s.moysklad_store_id, s]));
  const price = (p: { wholesale: string; retail: string | null } | null | undefined): PriceRow => ({
    wholesale: p?.wholesale ?? '',
    retail: p?.retail ?? '',
  });
  return {
    stores: options.stores.map((w) => storeRow(w.id, byId.get(w.id) ?? w.suggestion)),
    prices: Object.fromEntries(MOYSKLAD_PRICE_CURRENCIES.map((c) => [c, price(source.prices[c])])) as Record<
      Currency,
      PriceRow
    >,
    product_key: source.product_key,
    attributes: Object.fromEntries(
      MOYSKLAD_ATTRIBUTE_TARGETS.map((a) => [a, source.attributes[a] ?? '']),
    ) as Record<MoyskladAttributeTarget, string>,
    orders: ordersRow(source.orders ?? null, options.suggested.orders ?? null),
  };
}

/** The orders part: the saved one (sent), else off with the suggested organization and states ready. */
function ordersRow(saved: MoyskladMapping['orders'], suggested: MoyskladMapping['orders']): OrdersRow {
  const from = saved ?? suggested;
  return {
    enabled: !!saved,
    organization: from?.organization ?? '',
    states: Object.fromEntries(ORDER_STATUSES.map((s) => [s, from?.states[s] ?? ''])) as Record<
      OrderStatusName,
      string
    >,
  };
}

/**
 * The PUT /services/moysklad/mapping body of the form: `store_id` only with `outlet`,
 * `counterparty_id` only with `new-outlet`; RUB always, another currency only with its wholesale
 * type (else null: converted from RUB); retail null when not chosen; attributes only the mapped ones.
 */
export function mappingBody(form: MappingForm): MoyskladMapping {
  const price = (row: PriceRow) => ({ wholesale: row.wholesale, retail: row.retail || null });
  const optional = (row: PriceRow) => (row.wholesale ? price(row) : null);
  return {
    stores: form.stores.map((row) => ({
      moysklad_store_id: row.moysklad_store_id,
      target: row.target,
      ...(row.target === 'outlet' ? { store_id: idOrNull(row.store_id) } : {}),
      ...(row.target === 'new-outlet' ? { counterparty_id: idOrNull(row.counterparty_id) } : {}),
    })),
    prices: {
      RUB: price(form.prices.RUB),
      EUR: optional(form.prices.EUR),
      PLN: optional(form.prices.PLN),
      RSD: optional(form.prices.RSD),
    },
    product_key: form.product_key,
    attributes: Object.fromEntries(
      MOYSKLAD_ATTRIBUTE_TARGETS.flatMap((a) => (form.attributes[a] ? [[a, form.attributes[a]]] : [])),
    ),
    orders: form.orders.enabled
      ? {
          organization: form.orders.organization,
          states: Object.fromEntries(ORDER_STATUSES.map((s) => [s, form.orders.states[s] || null])),
        }
      : null,
  };
}

/**
 * What the page checks before saving (the server checks again), keyed like the server's 422
 * (`stores.3.store_id`, `prices.RUB.wholesale`) → the text key of the problem: an outlet or a
 * counterparty not chosen for its target; no RUB wholesale type; a retail type without a wholesale one;
 * orders sent without an organization.
 */
export function mappingProblems(form: MappingForm): Record<string, string> {
  const problems: Record<string, string> = {};
  form.stores.forEach((row, i) => {
    if (row.target === 'outlet' && !row.store_id) problems[`stores.${i}.store_id`] = 'mapping.outletRequired';
    if (row.target === 'new-outlet' && !row.counterparty_id)
      problems[`stores.${i}.counterparty_id`] = 'mapping.counterpartyRequired';
  });
  for (const c of MOYSKLAD_PRICE_CURRENCIES) {
    const row = form.prices[c];
    if (!row.wholesale && (c === 'RUB' || row.retail))
      problems[`prices.${c}.wholesale`] = 'mapping.prices.required';
  }
  if (form.orders.enabled && !form.orders.organization)
    problems['orders.organization'] = 'mapping.orders.organizationRequired';
  return problems;
}

/** Whether a field error's key has a place in the form (a warehouse row, a price cell, the product key, an attribute, an orders field); the rest go to the form's alert. */
export const isPlacedError = (key: string) =>
  /^stores\.\d+(\.|$)/.test(key) ||
  /^prices\.[A-Z]{3}(\.|$)/.test(key) ||
  /^(product_key|attributes\.\w+|orders\.organization|orders\.states\.\w+)$/.test(key);

/** The messages of `prefix` and of every key under it (`stores.3` → `stores.3`, `stores.3.store_id`), joined by commas; undefined when none. */
export function errorsUnder(errors: Record<string, string>, prefix: string): string | undefined {
  const found = Object.entries(errors)
    .filter(([key]) => key === prefix || key.startsWith(`${prefix}.`))
    .map(([, text]) => text);
  return found.length > 0 ? found.join(', ') : undefined;
}
