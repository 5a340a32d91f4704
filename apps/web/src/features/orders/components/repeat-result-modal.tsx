import type { OrderLine, RepeatOrderResponse } from '@kits/contract';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { num } from '@/lib/format';

type Props = {
  show: boolean;
  onHide: () => void;
  orderName: string;
  result: RepeatOrderResponse;
  lines?: readonly Pick<OrderLine, 'product_id' | 'name'>[];
};

/**
 * What "order again" did (decision 0009 Order again): the products put into the basket with their
 * units, and the lines that could not be put in in full with the reason — no stock left beyond the
 * basket, capped to the stock, or gone from the catalogue.
 */
export function RepeatResultModal({ show, onHide, orderName, result, lines = [] }: Props) {
  const { t } = useTranslation('orders');
  const names = new Map(lines.map((l) => [l.product_id, l.name]));
  const units = result.added.reduce((sum, a) => sum + a.count, 0);
  const nothing = result.added.length === 0;
  // The list page knows only the codes of the added products; the order page their names too.
  const withNames = result.added.some((a) => names.has(a.id));
  return (
    <Modal show={show} onHide={onHide} size="lg" centered scrollable aria-labelledby="repeat-result-title">
      <Modal.Header closeButton closeLabel={t('common:close')}>
        <Modal.Title id="repeat-result-title" as="h2" className="h5">
          {t('repeat.title', { name: orderName })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Alert variant={nothing ? 'warning' : 'success'} className="py-2">
          {nothing
            ? t('repeat.nothing')
            : t('repeat.added', {
                count: result.added.length,
                lines: num(result.added.length),
                units: num(units),
              })}
        </Alert>
        {result.added.length > 0 && (
          <Table size="sm" className="mb-3">
            <caption className="caption-top pt-0">{t('repeat.addedCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('lines.code')}</th>
                {withNames && <th scope="col">{t('lines.name')}</th>}
                <th scope="col" className="text-end">
                  {t('repeat.count')}
                </th>
              </tr>
            </thead>
            <tbody>
              {result.added.map((a) => (
                <tr key={a.id}>
                  <td className="text-nowrap tabular">{a.code}</td>
                  {withNames && <td>{names.get(a.id) ?? ''}</td>}
                  <td className="text-end tabular">{num(a.count)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        {result.skipped.length > 0 && (
          <Table size="sm" className="mb-0">
            <caption className="caption-top pt-0 text-danger-emphasis">{t('repeat.skippedCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('lines.code')}</th>
                <th scope="col">{t('lines.name')}</th>
                <th scope="col">{t('repeat.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {result.skipped.map((s) => (
                <tr key={s.id}>
                  <td className="text-nowrap tabular">{s.code}</td>
                  <td>{s.name}</td>
                  <td>{t(`repeat.reasons.${s.reason}`, { added: num(s.added), wanted: num(s.wanted) })}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Modal.Body>
      <Modal.Footer>
        {!nothing && (
          <Link className="btn btn-primary" to={paths.basket.getHref()} onClick={onHide}>
            {t('repeat.toBasket')}
          </Link>
        )}
        <Button variant="secondary" onClick={onHide}>
          {t('repeat.close')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
