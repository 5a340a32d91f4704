import type { AuditEntry } from '@kits/contract';
import { paths } from '@/config/paths';

/**
 * Where an audit row's entity is shown, or null when it has no card: a product's card in the
 * product service, an outlet's shelves, a counterparty's card, a registration request, an order's
 * page, an import job's report. Media rows and users have none of their own.
 */
export function entityHref(entry: Pick<AuditEntry, 'entity' | 'entity_id'>): string | null {
  const id = encodeURIComponent(entry.entity_id);
  switch (entry.entity) {
    case 'product':
      return `${paths.productAdmin.getHref()}?tab=products&product=${id}`;
    case 'store':
      return `${paths.storesCapacity.getHref()}?outlet=${id}`;
    case 'counterparty':
      return `${paths.counterparty.getHref()}/${id}`;
    case 'registration_request':
      return `${paths.counterparty.getHref()}/requests/${id}`;
    case 'order':
      return paths.order.getHref(entry.entity_id);
    case 'import':
      return `${paths.productAdmin.getHref()}?job=${id}`;
    default:
      return null;
  }
}
