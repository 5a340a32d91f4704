/** The fake МойСклад: an in-memory account and an HTTP server answering the documented shapes. */
export { createFakeAccount, FakeAccount, type FakeAccountOptions, type FakeFailure } from './fake.account';
export type { AddDemandInput, AddReturnInput, SetStockInput } from './fake.changes';
export type * from './fake.model';
export type {
  CounterpartyPatch,
  CustomerOrderPatch,
  NewCounterparty,
  NewCustomerOrder,
  NewPosition,
} from './fake.order-changes';
export type { NewProduct, ProductPatch } from './fake.product-changes';
export {
  type FakeMoysklad,
  type FakeMoyskladOptions,
  type FakeRequest,
  startFakeMoysklad,
} from './fake.server';
export { mskTime, parseMskTime } from './fake.time';
export type { FakeDelivery } from './fake.webhooks';
