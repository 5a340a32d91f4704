/**
 * МойСклад counterparties ↔ ours (docs/moysklad.md §Counterparties): the link other parts of the
 * МойСклад channel read and write (orders going out name their customer by it), and the import.
 */
export { importMoyskladCounterparties, previewMoyskladCounterparties } from './counterparties.import';
export { moyskladCounterpartyRoutes } from './counterparties.routes';
export { findMoyskladCounterparty, linkMoyskladCounterparty } from './links.repository';
