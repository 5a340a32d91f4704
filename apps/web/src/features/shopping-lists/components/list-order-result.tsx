import type { ShoppingListOrderResponse } from '@kits/contract';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { num } from '@/lib/format';

/**
 * What ordering a list did (docs/rules.md#shopping-lists): the lines and units added to the basket,
 * and each line capped by stock, out of stock or archived, with its reason.
 */
export function ListOrderResult({
  result,
  onClose,
}: {
  result: ShoppingListOrderResponse['value'];
  onClose: () => void;
}) {
  const { t } = useTranslation('shopping-lists');
  const variant = result.lines === 0 ? 'warning' : result.skipped.length > 0 ? 'info' : 'success';
  return (
    <Alert variant={variant} dismissible onClose={onClose} closeLabel={t('common:close')} role="status">
      <p className="mb-1 fw-semibold">
        {result.lines > 0
          ? t('ordered', { lines: num(result.lines), units: num(result.units) })
          : t('nothingOrdered')}
      </p>
      {result.skipped.length > 0 && (
        <>
          <p className="mb-1">{t('skippedTitle')}</p>
          <ul className="mb-2">
            {result.skipped.map((line) => (
              <li key={line.id}>
                {t(`reasons.${line.reason}`, {
                  name: line.name,
                  code: line.code,
                  added: num(line.added),
                  wanted: num(line.wanted),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
      {result.lines > 0 && <Link to={paths.basket.getHref()}>{t('toBasket')}</Link>}
    </Alert>
  );
}
