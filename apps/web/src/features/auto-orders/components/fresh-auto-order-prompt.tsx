import type { User } from '@kits/contract';
import { useEffect, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useAnyModalOpen } from '@/hooks/use-any-modal-open';
import { appConfig } from '@/lib/app-config';
import { useAutoOrderCheck } from '../api/check-auto-order';
import { inOrderingOutlet } from '../utils/outlet';
import { seenAutoOrders } from '../utils/seen-auto-orders';
import { FreshAutoOrderOffer } from './fresh-auto-order-offer';

/**
 * docs/rules.md#auto-order-flow on entering the catalogue: the check is asked for the current outlet, and a
 * fresh auto order this tab did not make itself is offered once (union with the basket or replace
 * it); "later" puts it aside for the tab. The auto-order page shows the same offer inline.
 */
export function FreshAutoOrderPrompt({ user }: { user: User }) {
  const { t } = useTranslation('franchise');
  const { pathname } = useLocation();
  const [closed, setClosed] = useState<number | null>(null);
  const inCatalogue =
    pathname.startsWith(paths.catalog.getHref()) &&
    pathname !== paths.autoOrder.getHref() &&
    pathname !== paths.basket.getHref();
  const enabled = inCatalogue && inOrderingOutlet(user, appConfig.mainStoreId);
  const check = useAutoOrderCheck({ storeId: user.current_store.id, enabled });
  const ao = enabled && check.data?.has_fresh_ao ? check.data.ao_data : null;
  const wanted = !!ao && ao.id !== closed && !seenAutoOrders.has(ao.id);
  // Not over another modal (the what's-new log, the confirm-store modal): after it.
  const otherModal = useAnyModalOpen();
  const [shown, setShown] = useState(false);
  const show = wanted && (shown || !otherModal);
  useEffect(() => setShown(show), [show]);
  const close = () => {
    if (ao) {
      seenAutoOrders.add(ao.id);
      setClosed(ao.id);
    }
  };
  return (
    <Modal show={show} onHide={close} centered aria-labelledby="fresh-auto-order-title">
      <Modal.Header closeButton closeLabel={t('common:close')}>
        <Modal.Title id="fresh-auto-order-title" className="h5">
          {t('fresh.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {ao && (
          <FreshAutoOrderOffer
            autoOrder={ao}
            currency={user.current_store.currency}
            onDone={close}
            onLater={close}
          />
        )}
      </Modal.Body>
    </Modal>
  );
}
