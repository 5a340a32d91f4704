import {
  type MoyskladAttributeTarget,
  MoyskladConnection,
  type MoyskladMapping,
  type MoyskladOptions,
  type MoyskladProductKey,
} from '@kits/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureToast, useSuccessToast } from '@/components/toaster';
import { apiFieldErrors } from '@/lib/api-client';
import { joinFieldErrors } from '@/lib/field-errors';
import { queryKeys } from '@/lib/query-keys';
import { staleRecord } from '@/lib/record-version';
import { useSaveMoyskladMapping } from '../api/save-moysklad-mapping';
import {
  type MappingForm,
  mappingBody,
  mappingForm,
  mappingProblems,
  type OrdersRow,
  type PriceRow,
  type StoreRow,
} from '../utils/mapping-form';

type Currency = keyof MappingForm['prices'];

/**
 * The mapping form's state (docs/moysklad.md): its values, first the saved `mapping` (null: the
 * suggestions of `options`), their setters, "accept suggestions" (`options.suggested`), and
 * `submit`, which checks the form (`mappingProblems`), PUTs `mappingBody` and toasts the save.
 * `errors`: field path (`stores.3.store_id`) → its message, from the check or the server's 422;
 * any other failure is a toast. The save names `etag`, the version of the connection the form was
 * filled from (If-Match); when someone saved the mapping meanwhile (412), the form starts again from
 * theirs and `stale` is set (docs/rules.md#record-versions).
 */
export function useMappingForm({
  mapping,
  etag,
  options,
}: {
  mapping: MoyskladMapping | null;
  etag: string;
  options: MoyskladOptions;
}) {
  const { t } = useTranslation('moysklad');
  const client = useQueryClient();
  const [form, setForm] = useState(() => mappingForm({ mapping, options }));
  const [base, setBase] = useState(etag);
  const [stale, setStale] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = useSubmit(setErrors, {
    onSaved: (saved) => {
      setBase(saved.etag);
      setStale(false);
    },
    onStale: (current) => {
      setForm(mappingForm({ mapping: current.mapping, options }));
      setBase(current.etag);
      setErrors({});
      setStale(true);
      client.setQueryData(queryKeys.moysklad.connection, { data: current });
    },
  });
  return {
    form,
    errors,
    stale,
    busy: submit.busy,
    setStore: (index: number, change: Partial<StoreRow>) =>
      setForm((f) => ({
        ...f,
        stores: f.stores.map((row, i) => (i === index ? { ...row, ...change } : row)),
      })),
    setPrice: (currency: Currency, change: Partial<PriceRow>) =>
      setForm((f) => ({ ...f, prices: { ...f.prices, [currency]: { ...f.prices[currency], ...change } } })),
    setProductKey: (key: MoyskladProductKey) => setForm((f) => ({ ...f, product_key: key })),
    setAttribute: (target: MoyskladAttributeTarget, id: string) =>
      setForm((f) => ({ ...f, attributes: { ...f.attributes, [target]: id } })),
    setOrders: (change: Partial<OrdersRow>) => setForm((f) => ({ ...f, orders: { ...f.orders, ...change } })),
    acceptSuggestions: () => {
      setForm(mappingForm({ mapping: options.suggested, options }));
      setErrors({});
    },
    submit: (event: FormEvent) => {
      event.preventDefault();
      const problems = mappingProblems(form);
      setErrors(Object.fromEntries(Object.entries(problems).map(([key, text]) => [key, t(text)])));
      if (Object.keys(problems).length === 0) submit.save({ etag: base, body: mappingBody(form) });
    },
  };
}

/**
 * Saves a mapping body: a toast on success; a 412's current connection to `onStale`; the 422's
 * field errors to `setErrors`, else a failure toast.
 */
function useSubmit(
  setErrors: (errors: Record<string, string>) => void,
  on: { onSaved: (saved: MoyskladConnection) => void; onStale: (current: MoyskladConnection) => void },
) {
  const { t } = useTranslation('moysklad');
  const save = useSaveMoyskladMapping();
  const saved = useSuccessToast();
  const failed = useFailureToast();
  return {
    busy: save.isPending,
    save: (request: { etag: string; body: MoyskladMapping }) =>
      save.mutate(request, {
        onSuccess: (res) => {
          on.onSaved(res.data);
          saved(t('mapping.saved'));
        },
        onError: (error) => {
          const current = staleRecord(error, MoyskladConnection);
          if (current) return on.onStale(current);
          const fields = joinFieldErrors(apiFieldErrors(error));
          setErrors(fields);
          if (Object.keys(fields).length === 0) failed(t('mapping.saveFailed'), error);
        },
      }),
  };
}
