import type { Currency } from '@kits/contract';
import { type AutoOrderAction, type AutoOrderData, TOAST_DELAY } from '@kits/contract';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toaster';
import { dateTime, money } from '@/lib/format';
import { useApplyAutoOrder } from '../api/apply-auto-order';

/**
 * docs/rules.md#auto-order-flow: a recent auto order exists (the check call) — shown with its date, line
 * count and sum, and what each choice does to the basket — the user may union it with the
 * basket (the larger count per product, nothing doubled) or replace the basket with it (POST auto-order-frontend/{union|replace}-basket); afterwards the
 * basket reloads and a success toast shows the server's message for 7.5 s. The spec does not show
 * the failure handling: the server's message in a danger toast, the offer stays.
 */
export function FreshAutoOrderOffer({
  autoOrder,
  currency,
  onDone,
  onLater,
}: {
  autoOrder: AutoOrderData;
  currency: Currency;
  onDone?: () => void;
  onLater?: () => void;
}) {
  const { t } = useTranslation('franchise');
  const toast = useToast();
  const apply = useApplyAutoOrder();
  const run = (action: AutoOrderAction) =>
    apply.mutate(
      { action, body: { ao_id: autoOrder.id, ao_uuid: autoOrder.uuid, outlet_id: autoOrder.store_id } },
      {
        onSuccess: (res) => {
          toast.show({
            title: t(`fresh.${action}Done`),
            text: res.message,
            variant: 'success',
            delay: TOAST_DELAY.medium,
          });
          onDone?.();
        },
        onError: (error) =>
          toast.show({
            title: t('fresh.failed'),
            text: error.message,
            variant: 'danger',
            delay: TOAST_DELAY.medium,
          }),
      },
    );
  const pending = apply.isPending ? apply.variables?.action : undefined;
  return (
    <>
      <p className="mb-2">
        {t('fresh.text', {
          created: dateTime(autoOrder.created_at),
          lines: t('fresh.lines', { count: autoOrder.lines_count }),
          sum: money(autoOrder.sum, currency),
        })}
      </p>
      <ul className="small text-body-secondary mb-3 ps-3">
        <li>{t('fresh.unionHint')}</li>
        <li>{t('fresh.replaceHint')}</li>
      </ul>
      <div className="d-flex flex-wrap gap-2">
        <Button variant="primary" onClick={() => run('union')} disabled={apply.isPending}>
          {pending === 'union' ? t('fresh.applying') : t('fresh.union')}
        </Button>
        <Button variant="outline-primary" onClick={() => run('replace')} disabled={apply.isPending}>
          {pending === 'replace' ? t('fresh.applying') : t('fresh.replace')}
        </Button>
        {onLater && (
          <Button variant="link" onClick={onLater} disabled={apply.isPending}>
            {t('fresh.later')}
          </Button>
        )}
      </div>
    </>
  );
}
