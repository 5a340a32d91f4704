import type { BasketItem, PresentedBasketLine } from '@kits/contract';

/**
 * What the page keeps of the basket (spec §3 Local state, §4 Basket logic): both lists — the server
 * list and the presented lines — and the time of the last load or change (ms since the epoch), which
 * the basket's 4-minute staleness rule reads.
 */
export type BasketData = {
  items: BasketItem[];
  lines: PresentedBasketLine[];
  updatedAt: number;
};

/** The four basket changes; each has its own error keys (error.basket.<kind>, spec §8). */
export type BasketChangeKind = 'increase' | 'decrease' | 'remove' | 'clear';
/** Every basket failure of spec §8: load plus the four changes. */
export type BasketErrorKind = 'load' | BasketChangeKind;
