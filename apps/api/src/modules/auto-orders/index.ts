/** The auto-orders module as flows (flows/apply-auto-order.ts) see it. */
export { appliedAutoOrder, findApplicableAutoOrder } from './apply-auto-order';
export { markApplied, writeAutoOrderLines } from './apply-auto-order.repository';
