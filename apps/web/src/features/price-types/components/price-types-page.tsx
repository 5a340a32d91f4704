import type { PriceType } from '@kits/contract';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { usePriceTypes } from '@/api/get-price-types';
import '@/components/data-table.css';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { TableHead } from '@/components/table-head';
import { ApiError, apiFieldErrors } from '@/lib/api-client';
import { num } from '@/lib/format';
import { useCreatePriceType, useDeletePriceType, useRenamePriceType } from '../api/price-types';
import { PricesImport } from './prices-import';

/**
 * /services/price-types (manager, docs/rules.md#buyer-price): the price types — wholesale, large
 * wholesale, franchise… — with how many products have a price of each and how many counterparties
 * pay it; create, rename (If-Match), delete one nobody pays, and import a type's prices from a CSV
 * or XLSX file (check, then apply). A counterparty's type is chosen on its card.
 */
export function PriceTypesPage() {
  const { t } = useTranslation('price-types');
  const types = usePriceTypes();
  const [importing, setImporting] = useState<number | null>(null);
  return (
    <>
      <PageHeader title={t('layout:pages.priceTypes.title')} under="services" />
      <p className="text-body-secondary" style={{ maxWidth: 760 }}>
        {t('intro')}
      </p>
      <CreateForm />
      <QueryState
        query={types}
        errorTitle={t('loadError')}
        isEmpty={(list) => list.length === 0}
        empty={<p className="text-body-secondary mt-3">{t('empty')}</p>}
      >
        {(list) => (
          <>
            <Table
              size="sm"
              responsive
              className="data-table mt-3"
              aria-label={t('layout:pages.priceTypes.title')}
            >
              <TableHead
                cells={[
                  { label: t('columns.name') },
                  { label: t('columns.priced'), className: 'text-end' },
                  { label: t('columns.counterparties'), className: 'text-end' },
                  { label: t('columns.actions') },
                ]}
              />
              <tbody>
                {list.map((type) => (
                  <TypeRow key={type.id} type={type} onImport={() => setImporting(type.id)} />
                ))}
              </tbody>
            </Table>
            {list
              .filter((type) => type.id === importing)
              .map((type) => (
                <PricesImport key={type.id} type={type} onClose={() => setImporting(null)} />
              ))}
          </>
        )}
      </QueryState>
    </>
  );
}

/** A new price type: its name (422 when taken). */
function CreateForm() {
  const { t } = useTranslation('price-types');
  const create = useCreatePriceType();
  const [name, setName] = useState('');
  const error = apiFieldErrors(create.error).name?.join(' ');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name, { onSuccess: () => setName('') });
  };
  return (
    <Form onSubmit={submit} noValidate aria-label={t('create')} style={{ maxWidth: 520 }}>
      <Form.Label htmlFor="price-type-new">{t('newName')}</Form.Label>
      <InputGroup hasValidation>
        <Form.Control
          id="price-type-new"
          value={name}
          maxLength={100}
          placeholder={t('namePlaceholder')}
          isInvalid={!!error}
          onChange={(e) => {
            setName(e.target.value);
            create.reset();
          }}
        />
        <Button type="submit" disabled={create.isPending || name.trim() === ''}>
          {t('create')}
        </Button>
        <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      </InputGroup>
    </Form>
  );
}

/** One type: its name (editable in place), counts, and its actions. */
function TypeRow({ type, onImport }: { type: PriceType; onImport: () => void }) {
  const { t } = useTranslation('price-types');
  const rename = useRenamePriceType();
  const remove = useDeletePriceType();
  const [editing, setEditing] = useState<string | null>(null);
  const failure = rename.error ?? remove.error;
  const failureText =
    failure instanceof ApiError && failure.status === 412
      ? t('stale')
      : (apiFieldErrors(failure).name?.join(' ') ?? failure?.message);
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (editing === null) return;
    rename.mutate({ id: type.id, etag: type.etag, name: editing }, { onSuccess: () => setEditing(null) });
  };
  return (
    <tr>
      <td>
        {editing === null ? (
          <>
            {type.name}
            {type.external_id && <span className="badge text-bg-light border ms-2">{t('fromMoysklad')}</span>}
          </>
        ) : (
          <Form onSubmit={save} className="d-flex gap-2" aria-label={t('rename')}>
            <Form.Control
              size="sm"
              aria-label={t('columns.name')}
              value={editing}
              maxLength={100}
              onChange={(e) => setEditing(e.target.value)}
            />
            <Button size="sm" type="submit" disabled={rename.isPending}>
              {t('save')}
            </Button>
            <Button size="sm" variant="link" onClick={() => setEditing(null)}>
              {t('cancel')}
            </Button>
          </Form>
        )}
        {failureText && (
          <div className="small text-danger" role="alert">
            {failureText}
          </div>
        )}
      </td>
      <td className="text-end tabular">{num(type.priced)}</td>
      <td className="text-end tabular">{num(type.counterparties)}</td>
      <td>
        <div className="d-flex flex-wrap gap-2">
          <Button size="sm" variant="outline-primary" onClick={onImport}>
            {t('importPrices')}
          </Button>
          <Button size="sm" variant="outline-secondary" onClick={() => setEditing(type.name)}>
            {t('rename')}
          </Button>
          <Button
            size="sm"
            variant="outline-danger"
            disabled={type.counterparties > 0 || remove.isPending}
            title={type.counterparties > 0 ? t('inUse', { count: type.counterparties }) : undefined}
            onClick={() => {
              if (window.confirm(t('confirmDelete', { name: type.name })))
                remove.mutate({ id: type.id, etag: type.etag });
            }}
          >
            {t('delete')}
          </Button>
        </div>
      </td>
    </tr>
  );
}
