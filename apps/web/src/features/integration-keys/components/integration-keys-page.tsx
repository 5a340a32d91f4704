import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { useIntegrationKeys } from '../api/get-integration-keys';
import { CreateKeyCard } from './create-key-card';
import { KeysTable } from './keys-table';
import { SecretCard } from './secret-card';

/**
 * /services/integration-keys (admin, docs/integration-api.md): the keys other systems (1C, a
 * till, an ERP) call the machine API with. Issue one (name and scopes) → its secret is shown this
 * once with a copy button; the list shows each key's scopes, creation, last use and revocation,
 * and revokes a key after a confirmation.
 */
export function IntegrationKeysPage() {
  const { t } = useTranslation('integration-keys');
  const keys = useIntegrationKeys();
  const [issued, setIssued] = useState<{ name: string; secret: string } | null>(null);
  return (
    <>
      <PageHeader title={t('layout:pages.integrationKeys.title')} under="services" />
      <p className="text-body-secondary">{t('layout:pages.integrationKeys.purpose')}</p>
      {issued ? (
        <SecretCard name={issued.name} secret={issued.secret} onDone={() => setIssued(null)} />
      ) : (
        <CreateKeyCard onCreated={setIssued} />
      )}
      <QueryState query={keys} errorTitle={t('loadFailed')}>
        {(list) => <KeysTable keys={list} />}
      </QueryState>
    </>
  );
}
