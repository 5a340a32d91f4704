import { AuditStaffResponse } from '@kits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /services/audit/staff (admin): the staff members who wrote audit rows, by login. */
export const getAuditStaff = (signal?: AbortSignal) =>
  api('services/audit/staff', { schema: AuditStaffResponse, signal });

export const auditStaffQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.audit.staff,
    queryFn: ({ signal }) => getAuditStaff(signal),
    select: (res) => res.data,
  });

/** The audit page's staff filter options. */
export const useAuditStaff = () => useQuery(auditStaffQueryOptions());
