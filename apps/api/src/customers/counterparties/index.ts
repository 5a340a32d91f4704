/**
 * The counterparties module as flows see it (docs/rules.md#counterparty): creating a counterparty
 * and an outlet inside the caller's transaction (the approve flow onboards with them).
 */
export { createCounterparty } from './counterparties.service';
export { createOutlet } from './outlets.service';
