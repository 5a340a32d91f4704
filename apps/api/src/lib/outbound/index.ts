/** The one guard of every outbound request (docs/security.md#outbound). */
export {
  checkOutboundUrl,
  guardedLookup,
  OutboundAddressError,
  type OutboundPolicy,
  PUBLIC_ONLY,
  parseAllowedHosts,
  refusedRange,
  resolvePublic,
} from './address-guard';
export { type GuardedFetch, guardedFetch } from './guarded-fetch';
export { type GuardedGetOptions, guardedGet, TooManyRedirectsError } from './guarded-get';
export { outboundPolicy, trustingEndpoint } from './policy';
