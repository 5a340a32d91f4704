import { MOYSKLAD_STORE_TARGETS, type MoyskladOptions, type MoyskladStoreTarget } from '@kits/contract';
import Badge from 'react-bootstrap/Badge';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { TableHead } from '@/components/table-head';
import { errorsUnder, type StoreRow } from '../utils/mapping-form';
import { FieldError, IdSelect } from './id-select';

type Props = {
  rows: StoreRow[];
  options: MoyskladOptions;
  /** Ids of the warehouses the saved mapping does not hold (empty when none is saved). */
  unsaved: ReadonlySet<string>;
  errors: Record<string, string>;
  onChange: (index: number, change: Partial<StoreRow>) => void;
  disabled: boolean;
};

/**
 * The МойСклад warehouses (docs/moysklad.md): name, the retail point selling from it, and where its
 * stock goes — a main store (Russian or English version), an existing outlet (which), a new outlet
 * of a counterparty (which) or nowhere. Ignored warehouses and those missing from the saved mapping
 * are marked; a row's errors (`stores.3…`) stand under its selects.
 */
export function StoresTable({ rows, options, unsaved, errors, onChange, disabled }: Props) {
  const { t } = useTranslation('moysklad');
  if (rows.length === 0) return <p className="text-body-secondary">{t('mapping.stores.empty')}</p>;
  const byId = new Map(options.stores.map((w) => [w.id, w]));
  return (
    <Table responsive size="sm" className="align-middle">
      <caption className="visually-hidden">{t('mapping.stores.caption')}</caption>
      <TableHead
        cells={[
          { label: t('mapping.stores.warehouse') },
          { label: t('mapping.stores.retailStore') },
          { label: t('mapping.stores.target') },
        ]}
      />
      <tbody>
        {rows.map((row, index) => {
          const warehouse = byId.get(row.moysklad_store_id);
          return (
            <StoreRowView
              key={row.moysklad_store_id}
              row={row}
              index={index}
              name={warehouse?.name ?? row.moysklad_store_id}
              retailStore={warehouse?.retail_store?.name ?? null}
              options={options}
              isUnsaved={unsaved.has(row.moysklad_store_id)}
              error={errorsUnder(errors, `stores.${index}`)}
              onChange={(change) => onChange(index, change)}
              disabled={disabled}
            />
          );
        })}
      </tbody>
    </Table>
  );
}

type RowProps = {
  row: StoreRow;
  index: number;
  name: string;
  retailStore: string | null;
  options: MoyskladOptions;
  isUnsaved: boolean;
  error?: string;
  onChange: (change: Partial<StoreRow>) => void;
  disabled: boolean;
};

/** One warehouse: its name with its marks, its retail point, the target select and the outlet's or counterparty's. */
function StoreRowView({
  row,
  index,
  name,
  retailStore,
  options,
  isUnsaved,
  error,
  onChange,
  disabled,
}: RowProps) {
  const { t } = useTranslation('moysklad');
  const errorId = `moysklad-store-${index}-error`;
  const ignored = row.target === 'ignore';
  const chooses = row.target === 'outlet' || row.target === 'new-outlet';
  return (
    <tr className={ignored ? 'text-body-secondary' : undefined}>
      <td>
        <span className={ignored ? undefined : 'fw-semibold'}>{name}</span>
        {ignored && (
          <Badge bg="secondary" className="ms-2">
            {t('mapping.ignored')}
          </Badge>
        )}
        {isUnsaved && (
          <Badge bg="warning" text="dark" className="ms-2">
            {t('mapping.unsaved')}
          </Badge>
        )}
      </td>
      <td>{retailStore ?? '—'}</td>
      <td style={{ minWidth: 260 }}>
        <Form.Select
          size="sm"
          aria-label={t('mapping.targetFor', { name })}
          value={row.target}
          onChange={(e) => onChange({ target: e.target.value as MoyskladStoreTarget })}
          isInvalid={!!error && !chooses}
          aria-describedby={error ? errorId : undefined}
          disabled={disabled}
        >
          {MOYSKLAD_STORE_TARGETS.map((target) => (
            <option key={target} value={target}>
              {t(`mapping.targets.${target}`)}
            </option>
          ))}
        </Form.Select>
        {chooses && (
          <TargetChoice
            row={row}
            name={name}
            options={options}
            error={error}
            errorId={errorId}
            onChange={onChange}
            disabled={disabled}
          />
        )}
        <FieldError id={errorId} error={error} />
      </td>
    </tr>
  );
}

/** The outlet (target `outlet`) or the counterparty of the new outlet (`new-outlet`) a warehouse's stock goes to. */
function TargetChoice({
  row,
  name,
  options,
  error,
  errorId,
  onChange,
  disabled,
}: Pick<RowProps, 'row' | 'name' | 'options' | 'error' | 'onChange' | 'disabled'> & { errorId: string }) {
  const { t } = useTranslation('moysklad');
  const outlet = row.target === 'outlet';
  return (
    <div className="mt-1">
      <IdSelect
        label={t(outlet ? 'mapping.outletFor' : 'mapping.counterpartyFor', { name })}
        value={outlet ? row.store_id : row.counterparty_id}
        items={outlet ? options.outlets : options.counterparties}
        empty={t(outlet ? 'mapping.chooseOutlet' : 'mapping.chooseCounterparty')}
        error={error}
        errorId={errorId}
        onChange={(id) => onChange(outlet ? { store_id: id } : { counterparty_id: id })}
        disabled={disabled}
      />
    </div>
  );
}
