import { type Counterparty, type CounterpartyInput, CounterpartyResponse } from '@kits/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { ifMatch } from '@/lib/record-version';

/**
 * PATCH body as the page sends it: any fields of the create body, `apply_to_users` with a discount,
 * and the price type its buyers pay (null: the list prices).
 */
export type CounterpartyChanges = Partial<CounterpartyInput> & {
  apply_to_users?: boolean;
  price_type_id?: number | null;
};

/** POST /services/counterparties → 201 `{ data: Counterparty }`; 422 with field errors (`inn`…). */
export const createCounterparty = (body: CounterpartyInput) =>
  api('services/counterparties', { method: 'POST', body, schema: CounterpartyResponse });

/**
 * PATCH /services/counterparties/{id} with If-Match: the `etag` of the counterparty the form loaded →
 * 200 `{ data: Counterparty }`; 422 with field errors; 412 with the current one when someone saved
 * it meanwhile (docs/rules.md#record-versions).
 */
export const updateCounterparty = ({
  id,
  etag,
  changes,
}: {
  id: number;
  etag: string;
  changes: CounterpartyChanges;
}) =>
  api(`services/counterparties/${id}`, {
    method: 'PATCH',
    body: changes,
    headers: ifMatch(etag),
    schema: CounterpartyResponse,
  });

/** POST /services/counterparties/{id}/block or /unblock → 200 `{ data: Counterparty }`. */
export const setCounterpartyStatus = ({ id, block }: { id: number; block: boolean }) =>
  api(`services/counterparties/${id}/${block ? 'block' : 'unblock'}`, {
    method: 'POST',
    schema: CounterpartyResponse,
  });

/** The card takes the answer; the lists refresh. */
const refresh = (client: QueryClient, res: { data: Counterparty }) => {
  client.setQueryData(queryKeys.counterparties.detail(res.data.id), res);
  void client.invalidateQueries({ queryKey: queryKeys.counterparties.lists });
};

export function useCreateCounterparty() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createCounterparty, onSuccess: (res) => refresh(client, res) });
}

export function useUpdateCounterparty() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateCounterparty, onSuccess: (res) => refresh(client, res) });
}

export function useSetCounterpartyStatus() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setCounterpartyStatus, onSuccess: (res) => refresh(client, res) });
}
