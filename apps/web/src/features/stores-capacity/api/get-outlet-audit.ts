import { AuditResponse } from '@kits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /services/outlets/{id}/audit → who changed the outlet's shelves and how, newest first
 * (`changes.capacities` = [shelves before, shelves after]).
 */
export const getOutletAudit = (id: number, signal?: AbortSignal) =>
  api(`services/outlets/${id}/audit`, { schema: AuditResponse, signal });

export const outletAuditQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.storesCapacity.audit(id),
    queryFn: ({ signal }) => getOutletAudit(id, signal),
    select: (res) => res.data,
  });

export const useOutletAudit = (id: number) => useQuery(outletAuditQueryOptions(id));
