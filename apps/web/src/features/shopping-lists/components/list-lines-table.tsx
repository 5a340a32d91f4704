import { SHOPPING_LIST_MAX_QUANTITY, type ShoppingList, type ShoppingListLine } from '@kits/contract';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFailureToast } from '@/components/toaster';
import { paths } from '@/config/paths';
import { money, num } from '@/lib/format';
import { removeShoppingListLine, setShoppingListLine, useListWrite } from '../api/change-shopping-list';

/**
 * The lines of a list (docs/rules.md#shopping-lists): code, product (a link to its page while it is
 * in the catalogue; "archived — not orderable" once it is not), quantity (the owner edits it and
 * removes lines), the price with the caller's discount and the warehouse stock.
 */
export function ListLinesTable({ list }: { list: ShoppingList }) {
  const { t } = useTranslation('shopping-lists');
  if (list.items.length === 0) return <p className="text-body-secondary mb-0">{t('emptyList')}</p>;
  return (
    <Table responsive size="sm" className="align-middle mb-0">
      <thead>
        <tr>
          <th scope="col">{t('columns.code')}</th>
          <th scope="col">{t('columns.name')}</th>
          <th scope="col">{t('columns.quantity')}</th>
          <th scope="col" className="text-end">
            {t('columns.price')}
          </th>
          <th scope="col" className="text-end">
            {t('columns.stock')}
          </th>
          {list.own && (
            <th scope="col">
              <span className="visually-hidden">{t('columns.actions')}</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {list.items.map((line) => (
          <LineRow key={line.id} list={list} line={line} />
        ))}
      </tbody>
    </Table>
  );
}

function LineRow({ list, line }: { list: ShoppingList; line: ShoppingListLine }) {
  const { t } = useTranslation('shopping-lists');
  const remove = useListWrite(removeShoppingListLine);
  const failed = useFailureToast();
  return (
    <tr className={line.archived ? 'text-body-secondary' : undefined}>
      <td className="text-nowrap">{line.code}</td>
      <td>
        {line.archived ? (
          line.name
        ) : (
          <Link to={paths.product.getHref(line.category_slug, line.code)}>{line.name}</Link>
        )}
        {line.archived && (
          <Badge bg="secondary" className="ms-2">
            {t('archivedBadge')}
          </Badge>
        )}
      </td>
      <td>{list.own ? <QuantityField listId={list.id} line={line} /> : num(line.quantity)}</td>
      <td className="text-end text-nowrap tabular">
        {line.price_with_discount === null ? '—' : money(line.price_with_discount, line.currency)}
      </td>
      <td className="text-end tabular">{line.archived ? '—' : num(line.stock)}</td>
      {list.own && (
        <td className="text-end">
          <Button
            size="sm"
            variant="link"
            className="text-danger p-0"
            aria-label={t('removeLine', { name: line.name, code: line.code })}
            title={t('removeLine', { name: line.name, code: line.code })}
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(
                { id: list.id, productId: line.id },
                { onError: (error) => failed(t('failed'), error) },
              )
            }
          >
            ✕
          </Button>
        </td>
      )}
    </tr>
  );
}

/** The owner's quantity of a line, saved when the field is left or Enter pressed with a new whole number 1…99 999. */
function QuantityField({ listId, line }: { listId: number; line: ShoppingListLine }) {
  const { t } = useTranslation('shopping-lists');
  const [value, setValue] = useState(String(line.quantity));
  const save = useListWrite(setShoppingListLine);
  const failed = useFailureToast();
  const count = Number(value);
  const valid = Number.isInteger(count) && count >= 1 && count <= SHOPPING_LIST_MAX_QUANTITY;
  const commit = () => {
    if (!valid) {
      setValue(String(line.quantity));
      return;
    }
    if (count === line.quantity) return;
    save.mutate(
      { id: listId, productId: line.id, quantity: count },
      {
        onError: (error) => {
          setValue(String(line.quantity));
          failed(t('failed'), error);
        },
      },
    );
  };
  return (
    <Form.Control
      type="number"
      size="sm"
      min={1}
      max={SHOPPING_LIST_MAX_QUANTITY}
      className="list-quantity"
      aria-label={t('quantityOf', { name: line.name, code: line.code })}
      value={value}
      isInvalid={!valid}
      disabled={save.isPending}
      onChange={(e) => setValue(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        }
      }}
    />
  );
}
