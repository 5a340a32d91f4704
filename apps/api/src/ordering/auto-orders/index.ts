/** The auto-orders module as flows (flows/*-auto-order.ts) see it. */
export { appliedAutoOrder, findApplicableAutoOrder } from './apply-auto-order';
export { markApplied, writeAutoOrderLines } from './apply-auto-order.repository';
export { planAutoOrder } from './auto-order-inputs';
export { addAutoOrderLines } from './auto-orders.repository';
export { autoOrderCreated, autoOrderOutlet, storeAutoOrder } from './create-auto-order';
