import type { MoyskladConnection } from '@kits/contract';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { useMoyskladOptions } from '../api/get-moysklad-options';
import { MappingForm } from './mapping-form';

/**
 * The mapping of a connected account (docs/moysklad.md): loads the account's options (warehouses,
 * price types, attributes, our outlets and counterparties) and shows the form, first the saved
 * `mapping` of the `connection`, or — none saved yet — the suggestions, said so above the form.
 */
export function MappingSection({ connection }: { connection: MoyskladConnection }) {
  const { mapping } = connection;
  const { t } = useTranslation('moysklad');
  const options = useMoyskladOptions({ enabled: true });
  return (
    <Card as="section" aria-labelledby="moysklad-mapping-title" className="shadow-sm mb-4">
      <Card.Body>
        <h2 id="moysklad-mapping-title" className="h5">
          {t('mapping.title')}
        </h2>
        <p className="small text-body-secondary">{t('mapping.intro')}</p>
        {!mapping && (
          <Alert variant="info" className="small">
            {t('mapping.notSaved')}
          </Alert>
        )}
        <QueryState query={options} errorTitle={t('mapping.loadFailed')}>
          {(data) => <MappingForm mapping={mapping} etag={connection.etag} options={data} />}
        </QueryState>
      </Card.Body>
    </Card>
  );
}
