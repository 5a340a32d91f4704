import { type OrderLine, type OrderSummary, type RepeatOrderResponse, TOAST_DELAY } from '@kits/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toaster';
import { serverText } from '@/lib/server-text';
import { useRepeatOrder } from '../api/repeat-order';
import { OrderActionButton, type OrderActionLook } from './order-action-button';
import { RepeatResultModal } from './repeat-result-modal';

type Props = OrderActionLook & {
  order: Pick<OrderSummary, 'uuid' | 'name'>;
  /** The order's lines when known (the detail page), to name the added products. */
  lines?: readonly Pick<OrderLine, 'product_id' | 'name'>[];
};

/**
 * "Order again": puts the order's lines back into the basket (POST orders/{uuid}/repeat, within
 * today's stock), refreshes the basket, then says in a dialog what was added and what could not be.
 */
export function RepeatOrderButton({ order, lines, ...look }: Props) {
  const { t } = useTranslation('orders');
  const toast = useToast();
  const repeat = useRepeatOrder();
  const [result, setResult] = useState<RepeatOrderResponse | null>(null);
  const [shown, setShown] = useState(false);
  return (
    <>
      <OrderActionButton
        look={look}
        variant="outline-primary"
        busy={repeat.isPending}
        title={t('repeat.buttonFor', { name: order.name })}
        onClick={() =>
          repeat.mutate(order.uuid, {
            onSuccess: (data) => {
              setResult(data);
              setShown(true);
            },
            onError: (error) =>
              toast.show({
                variant: 'danger',
                delay: TOAST_DELAY.medium,
                title: t('repeat.failed'),
                text: serverText(error),
              }),
          })
        }
      >
        {t('repeat.button')}
      </OrderActionButton>
      {result && (
        <RepeatResultModal
          show={shown}
          onHide={() => setShown(false)}
          orderName={order.name}
          result={result}
          lines={lines}
        />
      )}
    </>
  );
}
