// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { auditFiltersFromSearch, auditFiltersToSearch, toAuditQuery } from './audit-filters';
import { entityHref } from './entity-href';

describe('the audit page filters in the URL', () => {
  it('reads back what it writes, defaults left out', () => {
    const filters = { page: 2, userId: 7, entity: 'order' as const, from: '2026-01-01', to: '2026-01-31' };
    const search = auditFiltersToSearch(filters);
    expect(search.toString()).toBe('user_id=7&entity=order&from=2026-01-01&to=2026-01-31&page=2');
    expect(auditFiltersFromSearch(search)).toEqual(filters);
    expect(auditFiltersToSearch(auditFiltersFromSearch(new URLSearchParams())).toString()).toBe('');
  });

  it('drops malformed values so old or edited links still open', () => {
    const search = new URLSearchParams('user_id=abc&entity=planet&from=yesterday&to=2026-02-30x&page=-1');
    expect(auditFiltersFromSearch(search)).toEqual({ page: 1, userId: null, entity: null, from: '', to: '' });
  });

  it('swaps dates given the wrong way round in the query', () => {
    const query = toAuditQuery({ page: 1, userId: null, entity: null, from: '2026-03-10', to: '2026-03-01' });
    expect(query).toMatchObject({ from: '2026-03-01', to: '2026-03-10' });
  });
});

describe('entity links of the audit page', () => {
  it('links each entity to its card where it has one', () => {
    expect(entityHref({ entity: 'counterparty', entity_id: '5' })).toBe('/services/counterparty/5');
    expect(entityHref({ entity: 'product', entity_id: '9' })).toBe(
      '/services/product-service?tab=products&product=9',
    );
    expect(entityHref({ entity: 'store', entity_id: '12' })).toBe('/services/stores-capacity?outlet=12');
    expect(entityHref({ entity: 'order', entity_id: 'abc' })).toBe('/orders/abc');
    expect(entityHref({ entity: 'media', entity_id: '3' })).toBeNull();
  });
});
