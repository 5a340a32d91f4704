import { MoyskladOptionsResponse } from '@kits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /services/moysklad/options → `{ data: MoyskladOptions }`: the account's warehouses (each
 * with its retail point and a suggested target), price types, product attributes, our outlets and
 * counterparties, and a suggested whole mapping; 404 when not connected (docs/moysklad.md).
 */
export const getMoyskladOptions = (signal?: AbortSignal) =>
  api('services/moysklad/options', { schema: MoyskladOptionsResponse, signal });

/** The options' query: cached under queryKeys.moysklad.options, answering the data. */
export const moyskladOptionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.moysklad.options,
    queryFn: ({ signal }) => getMoyskladOptions(signal),
    select: (res) => res.data,
  });

/** The options, asked for only while `enabled` (the account is connected). */
export const useMoyskladOptions = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...moyskladOptionsQueryOptions(), enabled });
