import { UpdatesLogResponse } from '@kits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /updates-log (docs/rules.md#spec-7): the what's-new records in the request's language, newest first. */
export const getUpdatesLog = () => api('updates-log', { schema: UpdatesLogResponse });

export const updatesLogQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: [...queryKeys.updatesLog, lang] as const,
    queryFn: getUpdatesLog,
    staleTime: 10 * 60_000,
  });

/** The records in the interface language; only when `enabled` (a logged-in user). */
export const useUpdatesLog = ({ enabled }: { enabled: boolean }) => {
  const { i18n } = useTranslation();
  return useQuery({ ...updatesLogQueryOptions(i18n.language), select: (res) => res.data, enabled });
};
