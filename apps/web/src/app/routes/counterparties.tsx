import { CounterpartyTabs } from '@/components/counterparty-tabs';
import { CounterpartiesPage } from '@/features/counterparties/components/counterparties-page';
import { NewRequestsBadge } from '@/features/registration-requests/components/new-requests-badge';

/**
 * /services/counterparty/list (manager): every counterparty, searched and filtered
 * (docs/rules.md#counterparty), under the service's tabs (requests with the count of new ones | counterparties).
 */
export function CounterpartiesRoute() {
  return <CounterpartiesPage tabs={<CounterpartyTabs badge={<NewRequestsBadge />} />} />;
}
