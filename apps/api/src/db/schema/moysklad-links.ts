import { pgTable, text } from 'drizzle-orm/pg-core';
import { ref, stampedNow } from './columns';
import { counterparties } from './counterparties';

/**
 * Our customer counterparty ↔ its МойСклад counterparty (docs/moysklad.md §Counterparties): one
 * МойСклад id per counterparty and one counterparty per МойСклад id. Written by the counterparty
 * import and by the orders sent to МойСклад (`linkMoyskladCounterparty`).
 */
export const moyskladCounterpartyLinks = pgTable('moysklad_counterparty_links', {
  counterpartyId: ref('counterparty_id', () => counterparties.id).primaryKey(),
  moyskladId: text('moysklad_id').notNull().unique(),
  linkedAt: stampedNow('linked_at'),
});
