import type { Counterparty } from '@kits/contract';
import { useTranslation } from 'react-i18next';
import { type PickColumn, PickTable } from '@/components/pick-table';
import { num } from '@/lib/format';
import { StatusBadge } from './status-badge';

/**
 * The counterparties found: legal name (with the contact person), INN (with KPP) or VAT id,
 * version, discount, users, outlets, status, and a button that opens the card.
 */
export function CounterpartiesTable({
  counterparties,
  onOpen,
}: {
  counterparties: Counterparty[];
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation('counterparties');
  const count = (label: string, pick: (c: Counterparty) => number): PickColumn<Counterparty> => ({
    label,
    className: 'text-end',
    cellClassName: 'text-end tabular',
    cell: (c) => num(pick(c)),
  });
  const columns: PickColumn<Counterparty>[] = [
    {
      label: t('columns.legalName'),
      cell: (c) => (
        <>
          <div className="fw-semibold">{c.legal_name}</div>
          {c.contact_name && <div className="small text-body-secondary">{c.contact_name}</div>}
        </>
      ),
    },
    {
      label: t('columns.taxId'),
      cellClassName: 'tabular text-nowrap',
      cell: (c) => (
        <>
          <div>{c.inn ?? c.vat_id ?? '—'}</div>
          {c.inn && c.kpp && <div className="small text-body-secondary">{c.kpp}</div>}
        </>
      ),
    },
    { label: t('columns.version'), cellClassName: 'text-nowrap', cell: (c) => t(`version.${c.version}`) },
    { ...count(t('columns.discount'), (c) => c.discount), cell: (c) => `${num(c.discount, 2)} %` },
    count(t('columns.users'), (c) => c.users_count),
    count(t('columns.outlets'), (c) => c.outlets_count),
    { label: t('columns.status'), cell: (c) => <StatusBadge status={c.status} /> },
  ];
  return (
    <PickTable
      rows={counterparties}
      rowKey={(c) => c.id}
      columns={columns}
      label={t('list.results')}
      pick={{
        label: t('list.open'),
        rowLabel: (c) => t('list.openNamed', { name: c.legal_name }),
        onPick: (c) => onOpen(c.id),
      }}
    />
  );
}
