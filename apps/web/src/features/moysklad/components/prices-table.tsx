import { MOYSKLAD_PRICE_CURRENCIES, type MoyskladOptions } from '@kits/contract';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { TableHead } from '@/components/table-head';
import { errorsUnder, type MappingForm, type PriceRow } from '../utils/mapping-form';
import { FieldError, IdSelect } from './id-select';

type Currency = (typeof MOYSKLAD_PRICE_CURRENCIES)[number];

type Props = {
  prices: MappingForm['prices'];
  priceTypes: MoyskladOptions['price_types'];
  errors: Record<string, string>;
  onChange: (currency: Currency, change: Partial<PriceRow>) => void;
  disabled: boolean;
};

/**
 * The price types per currency (docs/moysklad.md): RUB's wholesale type is required, its retail
 * one optional; EUR, PLN and RSD optional pairs, "converted from RUB" when left empty. A cell's
 * errors (`prices.EUR.wholesale`; `prices.EUR` goes to the wholesale cell) stand under it.
 */
export function PricesTable({ prices, priceTypes, errors, onChange, disabled }: Props) {
  const { t } = useTranslation('moysklad');
  return (
    <>
      <Table responsive size="sm" className="align-middle mb-1">
        <caption className="visually-hidden">{t('mapping.prices.caption')}</caption>
        <TableHead
          cells={[
            { label: t('mapping.prices.currency') },
            { label: t('mapping.prices.wholesale') },
            { label: t('mapping.prices.retail') },
          ]}
        />
        <tbody>
          {MOYSKLAD_PRICE_CURRENCIES.map((currency) => {
            const rub = currency === 'RUB';
            const converted = t('mapping.prices.converted');
            const wholesaleError = [
              errors[`prices.${currency}`],
              errorsUnder(errors, `prices.${currency}.wholesale`),
            ].filter(Boolean);
            const cell = { currency, row: prices[currency], priceTypes, onChange, disabled };
            return (
              <tr key={currency}>
                <th scope="row">{currency}</th>
                <PriceCell
                  {...cell}
                  field="wholesale"
                  empty={rub ? t('mapping.prices.choose') : converted}
                  error={wholesaleError.length > 0 ? wholesaleError.join(', ') : undefined}
                />
                <PriceCell
                  {...cell}
                  field="retail"
                  empty={rub ? t('mapping.prices.notMapped') : converted}
                  error={errorsUnder(errors, `prices.${currency}.retail`)}
                />
              </tr>
            );
          })}
        </tbody>
      </Table>
      <Form.Text className="small d-block mb-3">{t('mapping.prices.hint')}</Form.Text>
    </>
  );
}

type CellProps = Pick<Props, 'priceTypes' | 'onChange' | 'disabled'> & {
  currency: Currency;
  row: PriceRow;
  field: keyof PriceRow;
  empty: string;
  error?: string;
};

/** One currency's wholesale or retail price type, named "Wholesale price, EUR", its error under it. */
function PriceCell({ currency, row, field, empty, error, priceTypes, onChange, disabled }: CellProps) {
  const { t } = useTranslation('moysklad');
  const errorId = `moysklad-price-${currency}-${field}-error`;
  return (
    <td style={{ minWidth: 220 }}>
      <IdSelect
        label={t(field === 'wholesale' ? 'mapping.prices.wholesaleOf' : 'mapping.prices.retailOf', {
          currency,
        })}
        value={row[field]}
        items={priceTypes}
        empty={empty}
        error={error}
        errorId={errorId}
        onChange={(id) => onChange(currency, { [field]: id })}
        disabled={disabled}
      />
      <FieldError id={errorId} error={error} />
    </td>
  );
}
