import { AuditPageResponse, type AuditQuery } from '@kits/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /services/audit (docs/rules.md#audit, admin): a page of the audit log, newest first, 50 a
 * page (`meta`), narrowed by `user_id`, `entity`, `from`, `to`.
 */
export const getAudit = (query: Partial<AuditQuery>, signal?: AbortSignal) =>
  api('services/audit', { query, schema: AuditPageResponse, signal });

export const auditQueryOptions = (query: Partial<AuditQuery>) =>
  queryOptions({
    queryKey: queryKeys.audit.list(query),
    queryFn: ({ signal }) => getAudit(query, signal),
  });

/** The audit page for `query`; the previous page stays on screen while the next one loads. */
export const useAudit = (query: Partial<AuditQuery>) =>
  useQuery({ ...auditQueryOptions(query), placeholderData: keepPreviousData });
