import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EntityHistory } from '@/components/entity-history';
import { AccountsPanel } from '@/features/accounts/components/accounts-panel';
import {
  CounterpartyCard,
  type CounterpartyTab,
} from '@/features/counterparties/components/counterparty-card';
import { OrdersTab } from '@/features/counterparties/components/orders-tab';
import { OutletsTab } from '@/features/counterparties/components/outlets-tab';
import { RequisitesTab } from '@/features/counterparties/components/requisites-tab';
import { NotFoundRoute } from './not-found';

/**
 * /services/counterparty/{id} (manager; docs/rules.md#counterparty): the counterparty's card composed
 * of its tabs — one entry each, so a tab of another feature (its users, its history) is one more
 * line here.
 */
export function CounterpartyCardRoute() {
  const { t } = useTranslation('counterparties');
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundRoute />;
  const tabs: CounterpartyTab[] = [
    { key: 'requisites', title: t('tabs.requisites'), render: (c) => <RequisitesTab counterparty={c} /> },
    { key: 'users', title: t('tabs.users'), render: (c) => <AccountsPanel counterpartyId={c.id} /> },
    { key: 'outlets', title: t('tabs.outlets'), render: (c) => <OutletsTab counterparty={c} /> },
    { key: 'orders', title: t('tabs.orders'), render: (c) => <OrdersTab counterparty={c} /> },
    {
      key: 'history',
      title: t('tabs.history'),
      render: (c) => <EntityHistory entity="counterparty" entityId={c.id} />,
    },
  ];
  return <CounterpartyCard key={id} id={id} tabs={tabs} />;
}
