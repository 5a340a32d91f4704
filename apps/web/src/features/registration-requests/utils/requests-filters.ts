import {
  isIsoDay,
  REQUEST_KINDS,
  REQUEST_STATUSES,
  type RegistrationRequestsQuery,
  type RequestKind,
  type RequestStatus,
} from '@kits/contract';

/** The inbox's filters as the URL holds them (`?status=&kind=&version=&from=&to=&q=&page=`). */
export type RequestsFilters = {
  page: number;
  status: RequestStatus | null;
  kind: RequestKind | null;
  version: 'ru' | 'en' | null;
  /** Inclusive days, YYYY-MM-DD, or ''. */
  from: string;
  to: string;
  /** Text in the name, e-mail or phone. */
  q: string;
};

export const DEFAULT_REQUESTS_FILTERS: RequestsFilters = {
  page: 1,
  status: null,
  kind: null,
  version: null,
  from: '',
  to: '',
  q: '',
};

const Q_MAX = 200;
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
const positive = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 ? n : null;
};

/** Reads the filters from the URL; anything malformed falls back to the default, so old links still open. */
export function filtersFromSearch(search: URLSearchParams): RequestsFilters {
  return {
    page: positive(search.get('page')) ?? 1,
    status: oneOf(REQUEST_STATUSES, search.get('status')),
    kind: oneOf(REQUEST_KINDS, search.get('kind')),
    version: oneOf(['ru', 'en'] as const, search.get('version')),
    from: isIsoDay(search.get('from')) ? search.get('from')! : '',
    to: isIsoDay(search.get('to')) ? search.get('to')! : '',
    q: (search.get('q') ?? '').trim().slice(0, Q_MAX),
  };
}

/** The filters as a query string, defaults left out. */
export function filtersToSearch(filters: RequestsFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.q) search.set('q', filters.q);
  if (filters.status) search.set('status', filters.status);
  if (filters.kind) search.set('kind', filters.kind);
  if (filters.version) search.set('version', filters.version);
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** Whether any filter narrows the list (the page then offers to reset them). */
export const hasNarrowingFilters = (f: RequestsFilters) =>
  !!f.q || f.status !== null || f.kind !== null || f.version !== null || !!f.from || !!f.to;

/** The GET query of the filters: empty ones left out (the server swaps days given the wrong way round). */
export function toRequestsQuery(f: RequestsFilters): Partial<RegistrationRequestsQuery> {
  return {
    page: f.page,
    status: f.status ?? undefined,
    kind: f.kind ?? undefined,
    version: f.version ?? undefined,
    from: f.from || undefined,
    to: f.to || undefined,
    q: f.q || undefined,
  };
}
