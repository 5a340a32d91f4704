import type { ShoppingList, ShoppingListOrderResponse } from '@kits/contract';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/busy-button';
import { LoadError, LoadingStatus } from '@/components/query-state';
import { useFailureToast } from '@/components/toaster';
import { ApiError } from '@/lib/api-client';
import { num } from '@/lib/format';
import { patchShoppingList, useListWrite } from '../api/change-shopping-list';
import { useShoppingList } from '../api/get-shopping-list';
import { useOrderShoppingList } from '../api/order-shopping-list';
import { DeleteListButton } from './delete-list-button';
import { ListLinesTable } from './list-lines-table';
import { ListOrderResult } from './list-order-result';
import { RenameListForm } from './rename-list-form';

/**
 * One list (docs/rules.md#shopping-lists): its name (the owner renames it), sharing switch and
 * delete (owner only), "order into basket" for anyone who sees it, its result, and its lines.
 */
export function ListDetail({ id, onDeleted }: { id: number; onDeleted: () => void }) {
  const { t } = useTranslation('shopping-lists');
  const list = useShoppingList(id);
  if (list.data) return <ListCard list={list.data} onDeleted={onDeleted} />;
  if (list.isPending) return <LoadingStatus />;
  if (list.error instanceof ApiError && list.error.status === 404)
    return <Alert variant="warning">{t('notFound')}</Alert>;
  return <LoadError title={t('listLoadFailed')} error={list.error} onRetry={list.refetch} />;
}

function ListCard({ list, onDeleted }: { list: ShoppingList; onDeleted: () => void }) {
  const { t } = useTranslation('shopping-lists');
  const [renaming, setRenaming] = useState(false);
  const [result, setResult] = useState<ShoppingListOrderResponse['value'] | null>(null);
  const order = useOrderShoppingList();
  const share = useListWrite(patchShoppingList);
  const failed = useFailureToast();
  const orderable = list.items.some((line) => !line.archived);

  return (
    <Card>
      <Card.Header className="d-flex flex-wrap align-items-center gap-2">
        {renaming ? (
          <RenameListForm list={list} onDone={() => setRenaming(false)} />
        ) : (
          <>
            <h2 className="h5 mb-0 me-auto text-break">{list.name}</h2>
            {list.own && (
              <button type="button" className="btn btn-sm btn-link" onClick={() => setRenaming(true)}>
                {t('rename')}
              </button>
            )}
          </>
        )}
      </Card.Header>
      <Card.Body>
        <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
          <BusyButton
            variant="primary"
            busy={order.isPending}
            disabled={!orderable}
            onClick={() =>
              order.mutate(list.id, {
                onSuccess: setResult,
                onError: (error) => failed(t('orderFailed'), error),
              })
            }
          >
            {t('order')}
          </BusyButton>
          <span className="small text-body-secondary">{t('orderHint')}</span>
        </div>
        {result && <ListOrderResult result={result} onClose={() => setResult(null)} />}
        <div className="d-flex flex-wrap align-items-center gap-3 mb-3 small">
          <span>{t('summary', { lines: num(list.lines), units: num(list.units) })}</span>
          {list.own ? (
            <Form.Check
              type="switch"
              id={`list-shared-${list.id}`}
              label={t('share')}
              title={t('shareHint')}
              checked={list.shared}
              disabled={share.isPending}
              onChange={(e) =>
                share.mutate(
                  { id: list.id, shared: e.target.checked },
                  { onError: (error) => failed(t('failed'), error) },
                )
              }
            />
          ) : (
            <>
              <Badge bg="info" text="dark">
                {t('sharedBadge')}
              </Badge>
              <span>{t('owner', { name: list.owner })}</span>
            </>
          )}
          {list.own && <DeleteListButton list={list} onDeleted={onDeleted} />}
        </div>
        {!list.own && <p className="small text-body-secondary">{t('readOnly')}</p>}
        <ListLinesTable list={list} />
      </Card.Body>
    </Card>
  );
}
