import { RegistrationRequestResponse } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { ifMatch } from '@/lib/record-version';

/**
 * PATCH /services/registration-requests/{id} with `{ staff_comment }` and If-Match: the `etag` of
 * the request the form loaded → `{ data }` (a new request moves to in progress); 409 when it is
 * closed, 412 with the current request when someone saved it meanwhile
 * (docs/rules.md#record-versions), 422 with `errors.staff_comment`.
 */
export const commentRegistrationRequest = ({
  id,
  etag,
  staffComment,
}: {
  id: number;
  etag: string;
  staffComment: string;
}) =>
  api(`services/registration-requests/${id}`, {
    method: 'PATCH',
    body: { staff_comment: staffComment },
    headers: ifMatch(etag),
    schema: RegistrationRequestResponse,
  });

/** Saves the staff comment: the request's cache takes the answer; the lists and the count refresh. */
export function useCommentRegistrationRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: commentRegistrationRequest,
    onSuccess: (res, { id }) => {
      client.setQueryData(queryKeys.registrationRequests.detail(id), res);
      void client.invalidateQueries({ queryKey: queryKeys.registrationRequests.lists });
      void client.invalidateQueries({ queryKey: queryKeys.registrationRequests.newCount });
    },
  });
}
