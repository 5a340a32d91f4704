import { isFranchise, type User } from '@kits/contract';
import { useState } from 'react';
import Nav from 'react-bootstrap/Nav';
import { useTranslation } from 'react-i18next';
import { lazyModal } from '@/components/lazy-modal';
import { showsOccupancy } from '../utils/shows-occupancy';

/** The occupancy modal, loaded on first open (preloaded on the link's hover or focus). */
const OccupancyModal = lazyModal(async () => (await import('./occupancy-modal')).OccupancyModal);

/**
 * The header's way into the outlet-occupancy modal (docs/rules.md#modals, docs/rules.md#spec-6: franchise users — more than
 * one retail outlet — in one of their outlets with capacities). Nothing for anybody else.
 */
export function OccupancyNav({ user }: { user: User }) {
  const { t } = useTranslation('franchise');
  const [show, setShow] = useState(false);
  if (!isFranchise(user.ranking.outlets_count) || !showsOccupancy(user)) return null;
  return (
    <>
      <Nav.Link
        as="button"
        type="button"
        onClick={() => setShow(true)}
        onPointerEnter={OccupancyModal.preload}
        onFocus={OccupancyModal.preload}
        title={t('occupancy.modal.title')}
      >
        {t('occupancy.nav')}
      </Nav.Link>
      <OccupancyModal user={user} show={show} onHide={() => setShow(false)} />
    </>
  );
}
