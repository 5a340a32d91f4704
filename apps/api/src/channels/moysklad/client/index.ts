/** The МойСклад JSON API 1.2 client: what the sync uses. */
export {
  createMoyskladClient,
  MOYSKLAD_API_URL,
  type MoyskladClient,
  type MoyskladClientOptions,
  type MoyskladQuery,
} from './moysklad.client';
export { MoyskladError, type MoyskladErrorKind } from './moysklad.errors';
export {
  createLimiter,
  type LimiterOptions,
  type MoyskladLimiter,
  requestWeight,
  sharedLimiter,
} from './moysklad.limiter';
export { MAX_EXPAND_LIMIT, MAX_LIMIT, type MoyskladCollection } from './moysklad.paging';
export { moyskladDay, moyskladTime, parseMoyskladTime } from './moysklad.time';
