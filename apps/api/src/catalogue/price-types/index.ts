/**
 * The price types as other modules see them (docs/rules.md#buyer-price): the staff file upload
 * (channels/feeds) imports a type's prices through `importTypePrices`; a connected МойСклад maps its
 * price types with `ensurePriceTypes` and sets their prices with `setTypePrices`.
 */
export { importTypePrices, type TypePriceRow } from './price-types.import';
export { ensurePriceTypes, setTypePrices } from './price-types.sync';
