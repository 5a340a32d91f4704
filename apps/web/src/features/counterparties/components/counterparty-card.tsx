import type { Counterparty } from '@kits/contract';
import type { ReactNode } from 'react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { date } from '@/lib/format';
import { useQueryState } from '@/lib/use-query-state';
import { useCounterparty } from '../api/get-counterparty';
import { StatusBadge } from './status-badge';

/** One tab of the card: its key (kept in the URL as `?tab=`), its title and what it shows of the counterparty. */
export type CounterpartyTab = {
  key: string;
  title: string;
  render: (counterparty: Counterparty) => ReactNode;
};

/**
 * /services/counterparty/{id} (manager; docs/rules.md#counterparty): the counterparty's name, status,
 * number, version and age over its tabs. The tabs come from the page that composes the card
 * (app/routes/counterparty-card.tsx), so a tab of another feature is one more entry there; the
 * open one is in the URL and mounts when first opened.
 */
export function CounterpartyCard({ id, tabs }: { id: number; tabs: CounterpartyTab[] }) {
  const { t } = useTranslation('counterparties');
  const counterparty = useCounterparty(id);
  const { search, update } = useQueryState();
  const active = tabs.some((tab) => tab.key === search.get('tab')) ? search.get('tab')! : tabs[0]?.key;
  const parents = [
    { label: t('layout:pages.counterparty.title'), href: paths.counterparty.getHref() },
    { label: t('list.title'), href: paths.counterparties.getHref() },
  ];
  return (
    <QueryState
      query={counterparty}
      errorTitle={t('card.loadFailed')}
      pending={<PageHeader title={`№ ${id}`} under="services" parents={parents} />}
    >
      {(c) => (
        <>
          <PageHeader title={c.legal_name} under="services" parents={parents}>
            <StatusBadge status={c.status} />
          </PageHeader>
          <p className="text-body-secondary small mt-n3">
            {t('card.details', { id: c.id, version: t(`version.${c.version}`), date: date(c.created_at) })} ·{' '}
            {/* What the customer's buyers see on their home page (docs/home.md#who-sees-what). */}
            <Link to={`${paths.home.getHref()}?counterparty=${c.id}`}>{t('card.home')}</Link>
          </p>
          <Tabs
            id="counterparty-tabs"
            activeKey={active}
            onSelect={(key) => update({ tab: key === tabs[0]?.key ? null : key }, true)}
            mountOnEnter
            className="mb-3"
          >
            {tabs.map((tab) => (
              <Tab key={tab.key} eventKey={tab.key} title={tab.title}>
                {tab.render(c)}
              </Tab>
            ))}
          </Tabs>
        </>
      )}
    </QueryState>
  );
}
