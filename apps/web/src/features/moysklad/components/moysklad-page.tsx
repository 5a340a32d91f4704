import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { useMoyskladConnection } from '../api/get-moysklad-connection';
import { AccountCard } from './account-card';
import { ConnectCard } from './connect-card';
import { CounterpartiesImport } from './counterparties-import';
import { MappingSection } from './mapping-section';
import { OrderFailures } from './order-failures';
import { SyncPanel } from './sync-panel';

/**
 * /services/moysklad (admin, docs/moysklad.md): the wholesaler's МойСклад account. Not connected:
 * what connecting does and the token's form. Connected: the account (status, webhooks, disconnect),
 * the mapping of warehouses, price types and attributes, and — once a mapping is saved — the sync
 * status with its buttons, polled every second while a run goes, the orders МойСклад has not
 * taken yet with "Try again now", and the import of МойСклад's counterparties as customers.
 */
export function MoyskladPage() {
  const { t } = useTranslation('moysklad');
  const connection = useMoyskladConnection();
  return (
    <>
      <PageHeader title={t('layout:pages.moysklad.title')} under="services" />
      <p className="text-body-secondary">{t('layout:pages.moysklad.purpose')}</p>
      <QueryState query={connection} errorTitle={t('loadFailed')}>
        {(c) =>
          c.account ? (
            <>
              <AccountCard account={c.account} webhooks={c.webhooks} mapped={!!c.mapping} />
              {c.mapping && <SyncPanel runs={c.runs} />}
              <OrderFailures failures={c.order_failures} />
              <MappingSection connection={c} />
              <CounterpartiesImport />
            </>
          ) : (
            <ConnectCard />
          )
        }
      </QueryState>
    </>
  );
}
