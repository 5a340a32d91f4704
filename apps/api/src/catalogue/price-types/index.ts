/**
 * The price types as other modules see them (docs/rules.md#buyer-price): the staff file upload
 * (channels/feeds) imports a type's prices through `importTypePrices`; a connected МойСклад maps its
 * price types with `ensurePriceTypes` (a counterparty's «Тип цены») and sets the prices of those
 * types with `setTypePrices` (the catalogue sync).
 */
export { importTypePrices, type TypePriceRow } from './price-types.import';
export {
  type ExternalTypePrice,
  ensurePriceTypes,
  externalPriceTypes,
  setTypePrices,
} from './price-types.sync';
