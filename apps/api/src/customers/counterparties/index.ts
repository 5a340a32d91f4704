/**
 * The counterparties module as flows see it (docs/rules.md#counterparty): creating a counterparty
 * and an outlet inside the caller's transaction (the approve flow onboards with them), and setting
 * its price type from a stock system's mapping (docs/rules.md#buyer-price).
 */
export { createCounterparty, setCounterpartyPriceType } from './counterparties.service';
export { createOutlet } from './outlets.service';
