import type { BasketItem, PresentedBasketLine } from '@kits/contract';

/**
 * What the page keeps of the basket (docs/rules.md#local-state, docs/rules.md#basket-logic): both lists — the server
 * list and the presented lines — and the time of the last load or change (ms since the epoch), which
 * the basket's 4-minute staleness rule reads.
 */
export type BasketData = {
  items: BasketItem[];
  lines: PresentedBasketLine[];
  updatedAt: number;
};

/** The basket changes; each has its own error keys (error.basket.<kind>, docs/rules.md#spec-8). */
export type BasketChangeKind = 'increase' | 'decrease' | 'set' | 'remove' | 'clear';
/** Every basket failure of docs/rules.md#spec-8: load plus the four changes. */
export type BasketErrorKind = 'load' | BasketChangeKind;
