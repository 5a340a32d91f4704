import { type ContactInput, ContactResponse } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /profile/{uuid}/contact-face (docs/rules.md#spec-7) → 201 `{ data: Contact, message }`; ApiError 422 with
 * `errors.full_name`, `errors.phone`, `errors.email`.
 */
export const addContactPerson = ({ uuid, contact }: { uuid: string; contact: ContactInput }) =>
  api(`profile/${uuid}/contact-face`, { method: 'POST', body: contact, schema: ContactResponse });

/** Adds a contact person and refreshes the profile that lists them. */
export function useAddContactPerson(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (contact: ContactInput) => addContactPerson({ uuid, contact }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.profile(uuid) }),
  });
}
