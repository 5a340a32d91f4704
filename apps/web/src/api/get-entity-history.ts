import { type AuditEntity, AuditResponse } from '@kits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /services/audit/{entity}/{entityId} (docs/rules.md#audit, staff): one entity's change
 * history, newest first, at most 200 rows — what every card's history tab shows. `entityId` is
 * the entity's id (an order's uuid).
 */
export const getEntityHistory = (entity: AuditEntity, entityId: string | number, signal?: AbortSignal) =>
  api(`services/audit/${entity}/${encodeURIComponent(String(entityId))}`, { schema: AuditResponse, signal });

export const entityHistoryQueryOptions = (entity: AuditEntity, entityId: string | number) =>
  queryOptions({
    queryKey: queryKeys.audit.entity(entity, entityId),
    queryFn: ({ signal }) => getEntityHistory(entity, entityId, signal),
    select: (res) => res.data,
  });

/** One entity's history (refetched after a write invalidates `queryKeys.audit.entity`). */
export const useEntityHistory = (entity: AuditEntity, entityId: string | number) =>
  useQuery(entityHistoryQueryOptions(entity, entityId));
