import { type Product, truncateStoreName } from '@kits/contract';
import Button from 'react-bootstrap/Button';
import Popover from 'react-bootstrap/Popover';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { OverlayTrigger } from '@/components/lazy-overlay';
import { TableHead } from '@/components/table-head';
import { num } from '@/lib/format';

type Stores = Product['stores'];
const INLINE_MAX = 3;

/** Outlets with stock first (then incoming supplies), then by name: where the goods are is what matters. */
const byStock = (stores: Stores) =>
  [...stores].sort(
    (a, b) => b.quantity - a.quantity || b.supplies - a.supplies || a.name.localeCompare(b.name),
  );

/** Shelf stock and incoming supplies of each of the user's outlets (docs/rules.md#product Product.stores), as a table. */
export function OutletStockTable({ stores }: { stores: Stores }) {
  const { t } = useTranslation('catalog');
  return (
    <Table size="sm" className="mb-0 small">
      <TableHead
        className=""
        cells={[
          { label: t('outlets.store') },
          { label: t('outlets.quantity'), className: 'text-end text-nowrap' },
          { label: t('outlets.incoming'), className: 'text-end text-nowrap' },
        ]}
      />
      <tbody>
        {byStock(stores).map((s) => (
          <tr key={s.id}>
            <td>{s.name}</td>
            <td className="text-end tabular">{num(s.quantity)}</td>
            <td className="text-end tabular text-body-secondary">{s.supplies > 0 ? num(s.supplies) : '—'}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

type Props = { stores: Stores; productId: number; single?: boolean };

/**
 * The compact table cell: a single outlet as its numbers ("5 +2 incoming"), up to three outlets
 * inline with their names, more as a summary that opens the full list.
 */
export function OutletStock({ stores, productId, single }: Props) {
  const { t } = useTranslation('catalog');
  if (stores.length === 0) return null;
  if (single && stores.length === 1) {
    const [s] = stores as [Stores[number]];
    return (
      <div className="small text-nowrap">
        <span className={`tabular fw-semibold ${s.quantity === 0 ? 'text-body-tertiary' : ''}`}>
          {num(s.quantity)}
        </span>
        <SuppliesNote units={s.supplies} />
      </div>
    );
  }
  if (stores.length <= INLINE_MAX)
    return (
      <ul className="list-unstyled mb-0 small">
        {stores.map((s) => (
          <li
            key={s.id}
            className="text-nowrap"
            data-zero={(s.quantity === 0 && s.supplies === 0) || undefined}
          >
            <span className="text-body-secondary" title={s.name}>
              {truncateStoreName(s.name)}
            </span>{' '}
            <span className="tabular fw-semibold">{num(s.quantity)}</span>
            <SuppliesNote units={s.supplies} />
          </li>
        ))}
      </ul>
    );
  const total = stores.reduce((sum, s) => sum + s.quantity, 0);
  const supplies = stores.reduce((sum, s) => sum + s.supplies, 0);
  const popover = (
    <Popover id={`outlets-${productId}`} className="outlet-popover">
      <Popover.Header as="h3">{t('outlets.showAll')}</Popover.Header>
      <Popover.Body className="p-2">
        <OutletStockTable stores={stores} />
      </Popover.Body>
    </Popover>
  );
  return (
    <div className="small text-nowrap">
      <OverlayTrigger trigger="click" rootClose placement="left" overlay={popover}>
        <Button variant="link" size="sm" className="p-0 text-decoration-none">
          {t('outlets.summary', { stores: num(stores.length), n: num(total) })}
        </Button>
      </OverlayTrigger>
      {supplies > 0 && (
        <div className="text-info-emphasis" title={t('outlets.suppliesHint')}>
          {t('outlets.supplies', { n: num(supplies) })}
        </div>
      )}
    </div>
  );
}

/** " +N on the way" after an outlet's stock, with its hint; nothing when no supplies are on the way. */
function SuppliesNote({ units }: { units: number }) {
  const { t } = useTranslation('catalog');
  if (units <= 0) return null;
  return (
    <span className="text-info-emphasis" title={t('outlets.suppliesHint')}>
      {' '}
      {t('outlets.supplies', { n: num(units) })}
    </span>
  );
}
