import type { MoyskladMapping, MoyskladOptions, MoyskladStoreMapping } from '@kits/contract';
import {
  idOf,
  type MsAttribute,
  type MsNamed,
  type MsPriceType,
  type MsRetailStore,
  type MsStore,
} from './moysklad.shapes';

/**
 * The suggested mapping (docs/moysklad.md §Mapping): each side matched by name so that accepting
 * the suggestions works for a typical account.
 * - A warehouse no retail point sells from → the Russian main store (the first one, «Основной
 *   склад» preferred; further ones are left unmapped: listed, never guessed).
 * - A retail point's warehouse → our outlet of the same name (the point's or the warehouse's,
 *   ignoring case), else a new outlet of the counterparty that owns most outlets (none → unmapped).
 * - Price types «Оптовая цена» → RUB wholesale, «Розничная цена» (else «Цена продажи») → RUB retail.
 * - Attributes by name: size, premium, hashtags, English name and description.
 */

export type OurSide = {
  outlets: { id: number; name: string; counterparty_id: number | null }[];
  counterparties: { id: number; name: string }[];
};

const norm = (text: string) => text.trim().toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ');

/** The counterparty owning most outlets (the franchise network), else the first one, else null. */
function networkCounterparty(ours: OurSide): number | null {
  const owned = new Map<number, number>();
  for (const o of ours.outlets)
    if (o.counterparty_id) owned.set(o.counterparty_id, (owned.get(o.counterparty_id) ?? 0) + 1);
  const best = [...owned].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
  return best?.[0] ?? ours.counterparties[0]?.id ?? null;
}

/** Each warehouse with its retail point and suggested target. */
export function suggestStores(
  stores: readonly MsStore[],
  retailStores: readonly MsRetailStore[],
  ours: OurSide,
): MoyskladOptions['stores'] {
  const retailByStore = new Map<string, MsRetailStore>();
  for (const r of retailStores) {
    const id = idOf(r.store);
    if (id && !retailByStore.has(id)) retailByStore.set(id, r);
  }
  const active = stores.filter((s) => !s.archived);
  const plain = active.filter((s) => !retailByStore.has(s.id));
  const main = plain.find((s) => norm(s.name).includes('основн')) ?? plain[0];
  const counterparty = networkCounterparty(ours);
  return active.map((store) => {
    const retail = retailByStore.get(store.id) ?? null;
    const base = { moysklad_store_id: store.id };
    let suggestion: MoyskladStoreMapping = { ...base, target: 'ignore' };
    if (!retail) {
      if (store.id === main?.id) suggestion = { ...base, target: 'main-ru' };
    } else {
      const names = new Set([norm(retail.name), norm(store.name)]);
      const outlet = ours.outlets.find((o) => names.has(norm(o.name)));
      if (outlet) suggestion = { ...base, target: 'outlet', store_id: outlet.id };
      else if (counterparty) suggestion = { ...base, target: 'new-outlet', counterparty_id: counterparty };
    }
    return {
      id: store.id,
      name: store.name,
      retail_store: retail && { id: retail.id, name: retail.name },
      suggestion,
    };
  });
}

const byName = <T extends { name: string }>(rows: readonly T[], ...patterns: RegExp[]) => {
  for (const pattern of patterns) {
    const found = rows.find((r) => pattern.test(norm(r.name)));
    if (found) return found;
  }
  return undefined;
};

/** The whole suggested mapping from the options. */
export function suggestMapping(options: {
  stores: MoyskladOptions['stores'];
  priceTypes: readonly MsPriceType[];
  attributes: readonly MsAttribute[];
  organizations: readonly MsNamed[];
  orderStates: readonly MsNamed[];
}): MoyskladMapping {
  const { priceTypes, attributes, organizations, orderStates } = options;
  const state = (...patterns: RegExp[]) => byName(orderStates, ...patterns)?.id ?? null;
  const wholesale = byName(priceTypes, /^оптов/, /wholesale/) ?? priceTypes[0];
  const retail = byName(priceTypes, /^розничн/, /retail/, /^цена продажи/);
  const attribute = (...patterns: RegExp[]) => byName(attributes, ...patterns)?.id ?? null;
  return {
    stores: options.stores.map((s) => s.suggestion),
    prices: {
      RUB: {
        wholesale: wholesale?.id ?? '',
        retail: retail && retail.id !== wholesale?.id ? retail.id : null,
      },
    },
    product_key: 'code',
    attributes: {
      size: attribute(/^размер/, /^size/, /^формат/),
      premium: attribute(/премиум/, /premium/),
      hashtags: attribute(/^х[эе]штег/, /hashtag/, /^теги/, /^tags/),
      name_en: attribute(/(назван|наименован).*(en|англ)/, /^name.*en/),
      description_en: attribute(/описан.*(en|англ)/, /^description.*en/),
    },
    // МойСклад's default customer order states (docs/moysklad.md §Statuses back), by name.
    orders: organizations[0]
      ? {
          organization: organizations[0].id,
          states: {
            new: state(/^нов/, /^new/),
            confirmed: state(/^подтвержд/, /^confirmed/),
            assembled: state(/^собран/, /^assembled/),
            shipped: state(/^отгружен/, /^shipped/),
            delivered: state(/^доставлен/, /^delivered/),
            cancelled: state(/^отмен/, /^cancel/),
          },
        }
      : null,
  };
}
