import { ProfileResponse, type ProfileUpdate } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * PATCH /profile/{uuid} (decision 0009 Profile PATCH): the parts given change (null or "" clears a
 * field), the rest stays → the saved profile. ApiError 422 with `errors.fullname|email|address|
 * method|country|city|service|contact`; nothing changes then.
 */
export const updateProfile = ({ uuid, update }: { uuid: string; update: ProfileUpdate }) =>
  api(`profile/${uuid}`, { method: 'PATCH', body: update, schema: ProfileResponse });

/**
 * Saves the own profile; the answer replaces the cached profile (the checkout reads it too), and
 * the session user is refetched, since the header shows the full name and e-mail.
 */
export function useUpdateProfile(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => updateProfile({ uuid, update }),
    onSuccess: (profile, update) => {
      client.setQueryData(queryKeys.profile(uuid), profile);
      if (update.personal) void client.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}
