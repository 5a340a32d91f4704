import { useTranslation } from 'react-i18next';
import { CounterpartyTabs } from '@/components/counterparty-tabs';
import { PageHeader } from '@/components/page-header';
import { NewRequestsBadge } from '@/features/registration-requests/components/new-requests-badge';
import { RequestsInbox } from '@/features/registration-requests/components/requests-inbox';

/**
 * /services/counterparty (manager, docs/rules.md#routes): the counterparty service opens on the
 * requests inbox (docs/rules.md#request-status); its tabs lead to the counterparties list.
 */
export function CounterpartyRoute() {
  const { t } = useTranslation('layout');
  return (
    <>
      <PageHeader title={t('pages.counterparty.title')} under="services" />
      <CounterpartyTabs badge={<NewRequestsBadge />} />
      <RequestsInbox />
    </>
  );
}
