import type { User } from '@kits/contract';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '@/components/query-state';
import { useStoreOccupancy } from '../api/get-store-occupancy';
import { CostOccupancy } from './cost-occupancy';
import { OccupancyLegend } from './occupancy-legend';
import { ShelfRow } from './shelf-row';

/**
 * The outlet-occupancy modal "Заполненность текущего магазина" (docs/rules.md#modals, docs/rules.md#spec-6): the overall
 * cost-weighted occupancy, then per category its cost-weighted occupancy and each of its shelves
 * (name, size, premium) with the store-level percent counting the basket and the overflow label
 * (docs/rules.md#spec-9). Loaded from GET /store/occupancy each time it opens.
 */
export function OccupancyModal({ user, show, onHide }: { user: User; show: boolean; onHide: () => void }) {
  const { t } = useTranslation('franchise');
  return (
    <Modal show={show} onHide={onHide} size="lg" scrollable aria-labelledby="occupancy-modal-title">
      <Modal.Header closeButton closeLabel={t('common:close')}>
        <Modal.Title id="occupancy-modal-title" as="h2" className="h5">
          {t('occupancy.modal.title')}
          <span className="d-block small fw-normal text-body-secondary">{user.current_store.name}</span>
        </Modal.Title>
      </Modal.Header>
      {/* A scrolling body with nothing focusable inside: focusable itself, so arrow keys and Page Down scroll it (docs/rules.md#accessibility). */}
      <Modal.Body tabIndex={0} aria-labelledby="occupancy-modal-title" role="region">
        {show && <OccupancyContent user={user} />}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onHide}>
          {t('common:close')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

function OccupancyContent({ user }: { user: User }) {
  const { t } = useTranslation('franchise');
  const occupancy = useStoreOccupancy({ enabled: true });
  if (occupancy.isPending) return <LoadingStatus className="text-center py-4" />;
  if (occupancy.isError)
    return (
      <Alert variant="danger">
        {t('occupancy.modal.failed')} {occupancy.error.message}
      </Alert>
    );
  const { shelves, categories, overall } = occupancy.data;
  if (shelves.length === 0) return <p className="text-body-secondary mb-0">{t('occupancy.modal.empty')}</p>;
  const currency = user.current_store.currency;
  return (
    <>
      <p className="small text-body-secondary">{t('occupancy.modal.intro')}</p>
      <CostOccupancy
        label={t('occupancy.modal.overall')}
        percent={overall.percent}
        filledCost={overall.filled_cost}
        totalCost={overall.total_cost}
        currency={currency}
        strong
      />
      <OccupancyLegend />
      {categories.map((category) => (
        <section key={category.product_category_id} className="mt-4">
          <CostOccupancy
            label={category.category_name}
            percent={category.percent}
            filledCost={category.filled_cost}
            totalCost={category.total_cost}
            currency={currency}
            heading
          />
          <ul className="list-group list-group-flush ms-3">
            {shelves
              .filter((shelf) => shelf.product_category_id === category.product_category_id)
              .map((shelf) => (
                <ShelfRow key={shelf.key} shelf={shelf} />
              ))}
          </ul>
        </section>
      ))}
    </>
  );
}
