import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useUser } from '@/api/get-me';
import { ProductColumnsProvider, useProductColumns } from '@/components/product-columns';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { ProductTable } from '@/features/catalog/components/product-table';
import { RequestPricesModal } from '@/features/catalog/components/request-prices-modal';
import { TableSkeleton } from '@/features/catalog/components/table-skeleton';
import { num } from '@/lib/format';
import { usePageInRange } from '@/lib/use-page-in-range';
import '@/features/catalog/components/catalog.css';
import { PageLinks } from '@/components/page-links';
import { useFavourites } from '@/features/favourites/api/get-favourites';

/**
 * The extension columns the modal keeps: the heart and the basket buttons. The wider ones (shelf
 * occupancy, analytics) would push the basket out of the dialog; the catalogue's favourites filter
 * ("open in the catalogue") shows them all.
 */
const MODAL_COLUMNS = ['favourite', 'basket'];

/**
 * The favourites modal (docs/rules.md#modals, docs/rules.md#favourites-flow): the user's favourite products, 25 a page
 * (docs/rules.md#spec-9), as rows of the product table — so the heart and the basket buttons work here as they
 * do in the catalogue. Removing the heart takes the product off the list once the server said yes.
 * `onRequestPrices` opens the lead modal for users without wholesale prices (it replaces this one).
 */
export function FavouritesModal({
  show,
  onHide,
  onRequestPrices,
}: {
  show: boolean;
  onHide: () => void;
  onRequestPrices: () => void;
}) {
  const { t } = useTranslation('favourites');
  const user = useUser();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const favourites = useFavourites(page, { enabled: show });
  const meta = favourites.data?.meta;
  const rows = favourites.data?.data ?? [];
  const extras = useProductColumns();
  const columns = useMemo(() => extras.filter((c) => MODAL_COLUMNS.includes(c.id)), [extras]);

  // The last favourite of the last page was removed: show the page before it.
  usePageInRange({ meta, rows: rows.length, page, goTo: setPage });

  return (
    <Modal show={show} onHide={onHide} size="xl" scrollable aria-labelledby="favourites-title">
      <Modal.Header closeButton closeLabel={t('common:close')}>
        <Modal.Title id="favourites-title" as="h2" className="h5 d-flex align-items-baseline gap-2">
          {t('title')}
          {meta && meta.total > 0 && (
            <span className="small fw-normal text-body-secondary">
              {t('total', { count: meta.total, formatted: num(meta.total) })}
            </span>
          )}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="p-0">
        <QueryState
          query={favourites}
          errorTitle={t('loadError')}
          errorClassName="m-3"
          pending={<TableSkeleton />}
          isEmpty={(answer) => answer.data.length === 0}
          empty={
            <div className="text-center py-5 px-3">
              <h3 className="h6">{t('empty')}</h3>
              <p className="text-body-secondary mb-0">{t('emptyHint')}</p>
            </div>
          }
        >
          {(answer) => (
            <ProductColumnsProvider columns={columns}>
              <ProductTable
                products={answer.data}
                user={user}
                onHashtag={(tag) => {
                  onHide();
                  navigate(`${paths.catalog.getHref()}?${new URLSearchParams({ hashtag: tag })}`);
                }}
                onRequestPrices={onRequestPrices}
                busy={favourites.isPlaceholderData}
              />
            </ProductColumnsProvider>
          )}
        </QueryState>
      </Modal.Body>
      <Modal.Footer className="justify-content-between">
        {meta ? (
          <PageLinks
            label={t('pagination.label')}
            page={meta.page}
            lastPage={meta.last_page}
            onPage={setPage}
          />
        ) : (
          <span />
        )}
        <div className="d-flex gap-2">
          {rows.length > 0 && (
            <Link
              className="btn btn-outline-primary"
              to={`${paths.catalog.getHref()}?favourites=1`}
              onClick={onHide}
            >
              {t('openInCatalog')}
            </Link>
          )}
          <Button variant="secondary" onClick={onHide}>
            {t('close')}
          </Button>
        </div>
      </Modal.Footer>
    </Modal>
  );
}

/**
 * The favourites modal with the request-prices lead modal that takes its place when a user without
 * wholesale prices asks for them from a row (one lazy chunk with the catalogue's table).
 */
export function FavouritesDialogs({ show, onHide }: { show: boolean; onHide: () => void }) {
  const [leadOpen, setLeadOpen] = useState(false);
  return (
    <>
      <FavouritesModal
        show={show}
        onHide={onHide}
        onRequestPrices={() => {
          onHide();
          setLeadOpen(true);
        }}
      />
      <RequestPricesModal show={leadOpen} onHide={() => setLeadOpen(false)} />
    </>
  );
}
