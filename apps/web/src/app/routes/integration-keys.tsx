import { IntegrationKeysPage } from '@/features/integration-keys/components/integration-keys-page';

/** /services/integration-keys (admin): the keys of the machine API (docs/integration-api.md). */
export function IntegrationKeysRoute() {
  return <IntegrationKeysPage />;
}
