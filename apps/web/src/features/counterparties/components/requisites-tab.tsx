import type { Counterparty } from '@kits/contract';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { BlockButton } from './block-button';
import { CounterpartyForm } from './counterparty-form';

/**
 * The card's Requisites tab (docs/rules.md#counterparty, docs/rules.md#requisites): the edit form and
 * the block/unblock button; a blocked counterparty says so on top.
 */
export function RequisitesTab({ counterparty }: { counterparty: Counterparty }) {
  const { t } = useTranslation('counterparties');
  return (
    <Card className="shadow-sm">
      <Card.Body>
        <div className="d-flex flex-wrap align-items-center justify-content-end gap-2 mb-3">
          {counterparty.status === 'blocked' && (
            <Alert variant="danger" className="mb-0 py-2 me-auto small">
              {t('card.blockedNote')}
            </Alert>
          )}
          <BlockButton counterparty={counterparty} />
        </div>
        <CounterpartyForm saved={counterparty} />
      </Card.Body>
    </Card>
  );
}
