import type { Order } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureToast } from '@/components/toaster';
import { ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { type CheckoutInput, sendOrder } from '../api/send-order';

/** A fresh key per checkout attempt (randomUUID needs a secure context; random hex elsewhere). */
const newIdempotencyKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');

/**
 * Order sending of docs/rules.md#checkout and docs/rules.md#spec-8. The Idempotency-Key is made once per checkout attempt and
 * reused by every retry until an order comes back, so a lost answer never orders twice. A failure is
 * a persistent toast with the server's `error` text, titled from the sent-error key; a 422 (a line
 * over stock, an empty basket) or a 409 (the basket kept changing while it was sent, decision 0018)
 * calls `onRejected` — the basket reloads and goes back to the Basket tab.
 */
export function useSendOrder({
  onPlaced,
  onRejected,
}: {
  onPlaced: (order: Order) => void;
  onRejected: () => void;
}) {
  const { t } = useTranslation('checkout');
  const failed = useFailureToast();
  const client = useQueryClient();
  const key = useRef<string | null>(null);
  return useMutation({
    mutationFn: (checkout: CheckoutInput) => {
      key.current ??= newIdempotencyKey();
      return sendOrder({ checkout, idempotencyKey: key.current });
    },
    onSuccess: (order) => {
      key.current = null;
      // The order lowered the warehouse stock and counts in "your orders": the table refetches.
      void client.invalidateQueries({ queryKey: queryKeys.orders.all });
      void client.invalidateQueries({ queryKey: queryKeys.products.all });
      onPlaced(order);
    },
    onError: (error) => {
      failed(t('error.sent'), error);
      if (error instanceof ApiError && (error.status === 422 || error.status === 409)) onRejected();
    },
  });
}
