import { fromMinor, hasPrice, type QuickOrderCheckedLine, toMinor } from '@kits/contract';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { money, num } from '@/lib/format';
import { fallBackToNotFound } from '@/lib/image-fallback';
import { isReady } from '../utils/quick-order-lines';
import { LineStatus, lineList } from './line-status';

type Props = {
  lines: readonly QuickOrderCheckedLine[];
  /** Product ids of ready lines the buyer unticked. */
  excluded: ReadonlySet<number>;
  onToggle: (productId: number) => void;
  onToggleAll: (chosen: boolean) => void;
  /** Sets the line's quantity to its available units (over stock). */
  onTakeAvailable: (line: QuickOrderCheckedLine) => void;
  /** The text changed since the check: no fixes, no choices until it is checked again. */
  disabled: boolean;
};

/** Row colour by problem: red when the line can't be ordered at all, yellow when it can with fewer units. */
const rowClass = (line: QuickOrderCheckedLine) =>
  line.problem === 'over_stock' ? 'table-warning' : line.problem ? 'table-danger' : undefined;

/**
 * The checked lines of a quick order (docs/rules.md#quick-order): a tick for each ready line, the
 * list's line numbers, picture, code and name (the product page in a new tab, so the list stays),
 * price with the discount (the catalogue's rule, the price before it struck through), stock and
 * what the basket holds, the quantity, the line sum and a status badge with its fix: "Take N" for
 * over stock, a catalogue search for an unknown code, where to fix a quantity that is not a number.
 */
export function QuickOrderTable({
  lines,
  excluded,
  onToggle,
  onToggleAll,
  onTakeAvailable,
  disabled,
}: Props) {
  const { t } = useTranslation('quick-order');
  const ready = lines.filter(isReady);
  const chosen = ready.filter((line) => !excluded.has(line.product.id)).length;
  return (
    <div className="table-responsive border rounded">
      <Table hover size="sm" className="align-middle mb-0 quick-order-table">
        <caption className="visually-hidden">{t('table.caption')}</caption>
        <thead className="table-light text-nowrap">
          <tr>
            <th scope="col" className="text-center qo-check">
              <Form.Check
                aria-label={t('table.chooseAll')}
                checked={ready.length > 0 && chosen === ready.length}
                ref={(input: HTMLInputElement | null) => {
                  if (input) input.indeterminate = chosen > 0 && chosen < ready.length;
                }}
                disabled={disabled || ready.length === 0}
                onChange={(event) => onToggleAll(event.currentTarget.checked)}
              />
            </th>
            <th scope="col" className="text-end d-none d-md-table-cell">
              {t('table.line')}
            </th>
            <th scope="col" className="d-none d-md-table-cell">
              <span className="visually-hidden">{t('table.picture')}</span>
            </th>
            <th scope="col" className="qo-name">
              {t('table.product')}
            </th>
            <th scope="col" className="text-end d-none d-md-table-cell">
              {t('table.price')}
            </th>
            <th scope="col" className="text-end d-none d-md-table-cell">
              {t('table.stock')}
            </th>
            <th scope="col" className="text-end d-none d-md-table-cell">
              {t('table.count')}
            </th>
            <th scope="col" className="text-end d-none d-md-table-cell">
              {t('table.sum')}
            </th>
            <th scope="col" className="d-none d-md-table-cell">
              {t('table.status')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <QuickOrderRow
              key={line.lines[0]}
              line={line}
              chosen={isReady(line) && !excluded.has(line.product.id)}
              onToggle={onToggle}
              onTakeAvailable={onTakeAvailable}
              disabled={disabled}
            />
          ))}
        </tbody>
      </Table>
    </div>
  );
}

function QuickOrderRow({
  line,
  chosen,
  onToggle,
  onTakeAvailable,
  disabled,
}: {
  line: QuickOrderCheckedLine;
  chosen: boolean;
  onToggle: (productId: number) => void;
  onTakeAvailable: (line: QuickOrderCheckedLine) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('quick-order');
  const { product } = line;
  const ready = isReady(line);
  // No price above 0: "price on request" (docs/rules.md#no-price), never "0 ₽".
  const price = product && hasPrice(product.price_wholesale) ? product.price_with_discount : null;
  const discounted = product && price !== null && price !== product.price_wholesale;
  return (
    <tr className={rowClass(line)} data-problem={line.problem ?? 'none'}>
      <td className="text-center qo-check">
        {ready && (
          <Form.Check
            aria-label={t('table.chooseLine', { name: product!.name })}
            checked={chosen}
            disabled={disabled}
            onChange={() => onToggle(product!.id)}
          />
        )}
      </td>
      <td className="text-end tabular text-body-secondary small d-none d-md-table-cell">
        {lineList(line.lines)}
      </td>
      <td className="quick-order-photo d-none d-md-table-cell">
        {product?.url_small ? (
          <img
            src={product.url_small}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            className="rounded border"
            onError={fallBackToNotFound}
          />
        ) : (
          <span className="quick-order-no-photo rounded border" />
        )}
      </td>
      <td className="quick-order-name qo-name">
        {product ? (
          <>
            <div className="small fw-semibold tabular">{product.code}</div>
            <Link
              to={paths.product.getHref(product.category_slug, product.code)}
              target="_blank"
              rel="noopener"
              className="link-body-emphasis link-underline-opacity-25 link-underline-opacity-100-hover"
            >
              {product.name}
            </Link>
          </>
        ) : (
          <div className="small fw-semibold tabular text-break">{line.code || '—'}</div>
        )}
      </td>
      <td className="text-md-end tabular qo-price" data-label={t('table.price')}>
        {product && price !== null ? (
          <>
            {money(price, product.currency)}
            {discounted && (
              <div className="small text-body-secondary text-decoration-line-through">
                {money(product.price_wholesale!, product.currency)}
              </div>
            )}
          </>
        ) : (
          t('table.noPrice')
        )}
      </td>
      <td className="text-end text-nowrap tabular qo-stock" data-label={t('table.stock')}>
        {product ? num(product.stock) : '—'}
        {product && product.basket_count > 0 && (
          <div className="small text-body-secondary">
            {t('table.inBasket', { count: product.basket_count })}
          </div>
        )}
      </td>
      <td className="text-end text-nowrap tabular fw-semibold qo-qty" data-label={t('table.count')}>
        {line.count !== null ? num(line.count) : <span className="text-danger">{line.quantity || '—'}</span>}
      </td>
      <td className="text-end text-nowrap tabular d-none d-md-table-cell">
        {ready && price !== null ? money(fromMinor(toMinor(price) * line.count), product!.currency) : '—'}
      </td>
      <td className="qo-status">
        <LineStatus line={line} onTakeAvailable={onTakeAvailable} disabled={disabled} />
      </td>
    </tr>
  );
}
