import { AUDIT_ENTITIES, type AuditEntity, type AuditQuery, isIsoDay } from '@kits/contract';

/** The audit page's filters as the URL holds them (`?user_id=&entity=&from=&to=&page=`). */
export type AuditFilters = {
  page: number;
  /** The staff member who wrote the rows, or null for everybody. */
  userId: number | null;
  entity: AuditEntity | null;
  /** Inclusive days, YYYY-MM-DD, or ''. */
  from: string;
  to: string;
};

export const DEFAULT_AUDIT_FILTERS: AuditFilters = { page: 1, userId: null, entity: null, from: '', to: '' };

const positive = (v: string | null) => {
  const n = Number(v);
  return v !== null && Number.isInteger(n) && n >= 1 ? n : null;
};
const entityOf = (v: string | null): AuditEntity | null =>
  (AUDIT_ENTITIES as readonly string[]).includes(v ?? '') ? (v as AuditEntity) : null;

/** Reads the filters from the URL; anything malformed falls back to the default, so old links still open. */
export function auditFiltersFromSearch(search: URLSearchParams): AuditFilters {
  return {
    page: positive(search.get('page')) ?? 1,
    userId: positive(search.get('user_id')),
    entity: entityOf(search.get('entity')),
    from: isIsoDay(search.get('from')) ? search.get('from')! : '',
    to: isIsoDay(search.get('to')) ? search.get('to')! : '',
  };
}

/** The filters as a query string, defaults left out. */
export function auditFiltersToSearch(filters: AuditFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.userId !== null) search.set('user_id', String(filters.userId));
  if (filters.entity) search.set('entity', filters.entity);
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** Whether any filter narrows the log (the page then offers to reset them). */
export const hasAuditFilters = (f: AuditFilters) => f.userId !== null || !!f.entity || !!f.from || !!f.to;

/** The GET /services/audit query; dates given the wrong way round are swapped. */
export function toAuditQuery(filters: AuditFilters): Partial<AuditQuery> {
  const [from, to] =
    filters.from && filters.to && filters.from > filters.to
      ? [filters.to, filters.from]
      : [filters.from, filters.to];
  return {
    page: filters.page,
    user_id: filters.userId ?? undefined,
    entity: filters.entity ?? undefined,
    from: from || undefined,
    to: to || undefined,
  };
}
