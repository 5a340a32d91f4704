/** The auto-orders module as flows (flows/*-auto-order.flow.ts) see it. */

export { appliedAutoOrder, findApplicableAutoOrder } from './auto-order-check';
export { markApplied } from './auto-order-check.repository';
export { planAutoOrder } from './auto-order-inputs';
export { autoOrderOutlet } from './auto-order-outlet';
export { findAutoOrderUnits } from './auto-orders.repository';
export { autoOrderCreated, storeAutoOrder } from './stored-auto-order';
