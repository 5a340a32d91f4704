import type { AutoOrderLimit, AutoOrderReason } from '@kits/contract';
import type { TFunction } from 'i18next';
import { num } from '@/lib/format';

const LIMITS: readonly AutoOrderLimit[] = ['need', 'shelf', 'warehouse', 'sum'];
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The auto order's reason of a basket line (contract AutoOrderReason, stored as JSON), or null when
 * the value does not have that shape (an older or foreign record: the badge then shows no popover).
 */
export function parseAutoOrderReason(value: unknown): AutoOrderReason | null {
  if (!value || typeof value !== 'object') return null;
  const r = value as Record<string, unknown>;
  if (r.kind !== 'replenish' && r.kind !== 'fill') return null;
  if (!LIMITS.includes(r.limited_by as AutoOrderLimit)) return null;
  if (![r.daily_pace, r.target, r.need, r.stock, r.supplies, r.warehouse].every(isCount)) return null;
  if (r.shelf_free !== null && !isCount(r.shelf_free)) return null;
  return r as AutoOrderReason;
}

/** The units the auto order proposed: the limit that decided (unknown when the sum did). */
function proposed(reason: AutoOrderReason): number | null {
  switch (reason.limited_by) {
    case 'need':
      return reason.need;
    case 'shelf':
      return reason.shelf_free;
    case 'warehouse':
      return reason.warehouse;
    default:
      return null;
  }
}

/** The reason as a short headline (what was proposed and what decided it) and the figures beneath. */
export type AutoOrderReasonParts = { headline: string; facts: string[] };

/**
 * The reason in words (issue 28 item 10): the headline "Предложено 5 — ограничено местом на полке" /
 * "5 proposed — limited by shelf space", then one figure a line: the pace (or "not in the store
 * yet"), the shop's stock and what is on its way, the free shelf places, the warehouse stock.
 */
export function autoOrderReasonParts(reason: AutoOrderReason, t: TFunction<'basket'>): AutoOrderReasonParts {
  const count = proposed(reason);
  const limit = t(`autoOrder.reason.limit.${reason.limited_by}`, { target: num(reason.target) });
  const headline =
    count === null
      ? t('autoOrder.reason.proposedBySum', { limit })
      : t('autoOrder.reason.proposed', { n: num(count), limit });
  const facts: string[] = [
    reason.kind === 'fill'
      ? t('autoOrder.reason.fill')
      : t('autoOrder.reason.pace', { pace: num(reason.daily_pace, reason.daily_pace < 1 ? 2 : 1) }),
  ];
  if (reason.supplies > 0)
    facts.push(t('autoOrder.reason.onShelf', { stock: num(reason.stock), supplies: num(reason.supplies) }));
  else if (reason.stock > 0) facts.push(t('autoOrder.reason.inStore', { stock: num(reason.stock) }));
  if (reason.shelf_free !== null) facts.push(t('autoOrder.reason.shelfFree', { n: num(reason.shelf_free) }));
  facts.push(t('autoOrder.reason.warehouse', { n: num(reason.warehouse) }));
  return { headline, facts };
}

/** The reason as one line for a screen reader: "headline: fact; fact; …". */
export function describeAutoOrderReason(reason: AutoOrderReason, t: TFunction<'basket'>): string {
  const { headline, facts } = autoOrderReasonParts(reason, t);
  return `${headline}: ${facts.join('; ')}`;
}
