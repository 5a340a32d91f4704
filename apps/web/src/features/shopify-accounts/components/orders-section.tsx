import type { ShopifyAccount, ShopifyOrder } from '@kits/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/busy-button';
import { EmptyState } from '@/components/empty-state';
import { PageSpinner } from '@/components/page-spinner';
import { useFailureToast, useSuccessToast } from '@/components/toaster';
import { dateTime, num } from '@/lib/format';
import { queryKeys } from '@/lib/query-keys';
import { serverText } from '@/lib/server-text';
import { type BringInTarget, useBringOrderIn } from '../api/bring-order-in';
import { useFetchShopifyOrders } from '../api/fetch-shopify-orders';
import { useShopifyJob } from '../api/get-shopify-jobs';
import { useShopifyOrders } from '../api/get-shopify-orders';
import { ConfirmModal } from './confirm-modal';
import { JobProgress } from './job-progress';
import { OrderCard } from './order-card';
import { SendOrderDetails } from './send-order-details';

/**
 * The shop's orders (docs/rules.md#shopify-account): "Fetch orders now" (a job, then the list
 * reloads), each fetched paid order with our SKUs, and per new order "Put in basket" or "Send as
 * order" (after a confirmation showing the delivery data). A refusal (409 already brought in,
 * 422 a line that cannot be ordered) shows on the order itself.
 */
export function OrdersSection({ account }: { account: ShopifyAccount }) {
  const { t } = useTranslation('shopify');
  const client = useQueryClient();
  const orders = useShopifyOrders(account.id);
  const fetchNow = useFetchShopifyOrders();
  const bringIn = useBringOrderIn();
  const saved = useSuccessToast();
  const failed = useFailureToast();
  const [jobId, setJobId] = useState<number | null>(null);
  const job = useShopifyJob(account.id, jobId);
  const [sending, setSending] = useState<ShopifyOrder | null>(null);
  const [problems, setProblems] = useState<Record<number, string>>({});
  const running = fetchNow.isPending || job.data?.status === 'queued' || job.data?.status === 'running';
  const finished = job.data?.status === 'done' || job.data?.status === 'failed';

  useEffect(() => {
    if (!finished) return;
    void client.invalidateQueries({ queryKey: queryKeys.shopify.orders(account.id) });
    void client.invalidateQueries({ queryKey: queryKeys.shopify.accounts });
    void client.invalidateQueries({ queryKey: queryKeys.shopify.account(account.id) });
    void client.invalidateQueries({ queryKey: queryKeys.shopify.jobs(account.id) });
  }, [finished, client, account.id]);

  const fetchOrders = () =>
    fetchNow.mutate(account.id, {
      onSuccess: (res) => setJobId(res.data.id),
      onError: (error) => failed(t('orders.fetchFailed'), error),
    });
  const run = (order: ShopifyOrder, target: BringInTarget) => {
    setProblems(({ [order.id]: _, ...rest }) => rest);
    bringIn.mutate(
      { id: account.id, orderId: order.id, target },
      {
        onSuccess: (res) => {
          saved(
            t(target === 'basket' ? 'orders.inBasket' : 'orders.sent', { name: order.name }),
            res.message,
          );
          setSending(null);
        },
        onError: (error) => {
          setProblems((p) => ({ ...p, [order.id]: serverText(error) }));
          setSending(null);
        },
      },
    );
  };
  const busyOf = (order: ShopifyOrder) =>
    bringIn.isPending && bringIn.variables?.orderId === order.id ? bringIn.variables.target : null;

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <BusyButton busy={running} onClick={fetchOrders}>
          {t('orders.fetch')}
        </BusyButton>
        <span className="small text-body-secondary">
          {account.orders_fetched_at
            ? t('orders.fetchedAt', { at: dateTime(account.orders_fetched_at) })
            : t('orders.neverFetched')}
        </span>
      </div>
      {job.data && job.data.status !== 'done' && (
        <div className="mb-3">
          <JobProgress job={job.data} label={t('orders.fetchProgress')} />
        </div>
      )}
      {job.data?.status === 'done' && job.data.report && 'read' in job.data.report && (
        <p className="small" role="status">
          {t('orders.fetchReport', { read: num(job.data.report.read), new: num(job.data.report.new) })}
        </p>
      )}
      {orders.isPending ? (
        <PageSpinner />
      ) : (orders.data ?? []).length === 0 ? (
        <EmptyState title={t('orders.emptyTitle')} text={t('orders.emptyText')} />
      ) : (
        (orders.data ?? []).map((order) => (
          <OrderCard
            key={order.id}
            order={order}
            busy={busyOf(order)}
            problem={problems[order.id] ?? null}
            onBasket={() => run(order, 'basket')}
            onSend={() => setSending(order)}
          />
        ))
      )}
      <ConfirmModal
        show={!!sending}
        title={t('send.title', { name: sending?.name ?? '' })}
        confirmLabel={t('send.confirm')}
        busy={bringIn.isPending}
        onConfirm={() => sending && run(sending, 'order')}
        onHide={() => setSending(null)}
      >
        {sending && <SendOrderDetails order={sending} shop={account.shop_domain} />}
      </ConfirmModal>
    </>
  );
}
