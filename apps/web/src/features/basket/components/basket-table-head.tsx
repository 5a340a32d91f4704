import { useTranslation } from 'react-i18next';

/**
 * The basket table's column heads. With a discount the line shows both sums of docs/rules.md#basket-sums:
 * the sum at the wholesale price and what the buyer pays (price with discount × count); without one
 * they are equal and only the sum is shown.
 */
export function BasketTableHead({ showDiscount }: { showDiscount: boolean }) {
  const { t } = useTranslation('basket');
  return (
    <thead className="table-light small">
      <tr>
        <th scope="col" className="basket-col-photo">
          <span className="visually-hidden">{t('lines.col.photo')}</span>
        </th>
        <th scope="col" className="basket-col-code">
          {t('lines.col.code')}
        </th>
        <th scope="col" className="basket-col-name">
          {t('lines.col.name')}
        </th>
        <th scope="col" className="basket-col-money text-end">
          {t('lines.col.price')}
        </th>
        {showDiscount && (
          <th scope="col" className="basket-col-money text-end">
            {t('lines.col.priceWithDiscount')}
          </th>
        )}
        <th scope="col" className="basket-col-count">
          {t('lines.col.count')}
        </th>
        <th scope="col" className="basket-col-money text-end">
          {t('lines.col.sum')}
        </th>
        {showDiscount && (
          <th scope="col" className="basket-col-money text-end" title={t('lines.payHint')}>
            {t('lines.col.pay')}
          </th>
        )}
        <th scope="col" className="basket-col-remove">
          <span className="visually-hidden">{t('lines.col.remove')}</span>
        </th>
      </tr>
    </thead>
  );
}
