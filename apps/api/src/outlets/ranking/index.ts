/** The sales ranking of retail outlets as others see it: /auth/me, /store and the franchise pages read the same places. */
export { type OutletRankings, outletRankings } from './ranking.repository';
