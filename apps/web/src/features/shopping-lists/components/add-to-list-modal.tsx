import {
  SHOPPING_LIST_MAX_QUANTITY,
  SHOPPING_LIST_NAME_MAX,
  type ShoppingListLineInput,
} from '@kits/contract';
import { type FormEvent, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BusyButton } from '@/components/busy-button';
import { useSuccessToast } from '@/components/toaster';
import { paths } from '@/config/paths';
import { serverText } from '@/lib/server-text';
import { addShoppingListLines, createShoppingList, useListWrite } from '../api/change-shopping-list';
import { useShoppingLists } from '../api/get-shopping-lists';

const NEW = 'new';

/**
 * "Add to a list" (docs/rules.md#shopping-lists): `lines` (one product from the catalogue row or
 * the product page — its quantity asked here — or every line of the basket or an order) go into
 * one of the caller's own lists, or into a new one named here (shared with colleagues when ticked).
 * The list changes only when the server said yes; a refusal shows the server's message.
 */
export function AddToListModal({
  show,
  onHide,
  lines,
  productName,
}: {
  show: boolean;
  onHide: () => void;
  lines: ShoppingListLineInput[];
  /** The product's name when `lines` is one product: its quantity is asked. */
  productName?: string;
}) {
  const { t } = useTranslation('shopping-lists');
  const titleId = useId();
  const lists = useShoppingLists({ enabled: show });
  const own = (lists.data ?? []).filter((list) => list.own);
  const [choice, setChoice] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [quantity, setQuantity] = useState(String(lines[0]?.quantity ?? 1));
  const success = useSuccessToast();
  const write = useListWrite(({ listId, body }: { listId: number | null; body: ShoppingListLineInput[] }) =>
    listId === null
      ? createShoppingList({ name: name.trim(), shared, lines: body })
      : addShoppingListLines({ id: listId, lines: body }),
  );
  const selected = choice ?? (own[0] ? String(own[0].id) : NEW);
  const single = productName !== undefined && lines.length === 1;
  const count = Number(quantity);
  const countValid = Number.isInteger(count) && count >= 1 && count <= SHOPPING_LIST_MAX_QUANTITY;
  const valid = !lists.isPending && (selected !== NEW || name.trim() !== '') && (!single || countValid);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    const body = single ? [{ product_id: lines[0]!.product_id, quantity: count }] : lines;
    write.mutate(
      { listId: selected === NEW ? null : Number(selected), body },
      {
        onSuccess: (list) => {
          success(t('add.added', { name: list.name }));
          onHide();
        },
      },
    );
  };

  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby={titleId}>
      <Form onSubmit={submit}>
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5" id={titleId}>
            {single ? t('add.title') : t('add.titleMany', { count: lines.length })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {single && <p className="fw-semibold">{productName}</p>}
          <Form.Group className="mb-3" controlId="add-to-list-choice">
            <Form.Label>{t('add.list')}</Form.Label>
            <Form.Select
              value={selected}
              onChange={(e) => setChoice(e.target.value)}
              disabled={lists.isPending}
            >
              {own.map((list) => (
                <option key={list.id} value={list.id}>
                  {list.name}
                </option>
              ))}
              <option value={NEW}>{t('add.newOption')}</option>
            </Form.Select>
          </Form.Group>
          {selected === NEW && !lists.isPending && (
            <>
              <Form.Group className="mb-2" controlId="add-to-list-name">
                <Form.Label>{t('name')}</Form.Label>
                <Form.Control
                  value={name}
                  maxLength={SHOPPING_LIST_NAME_MAX}
                  onChange={(e) => setName(e.target.value)}
                  required
                  autoFocus
                />
              </Form.Group>
              <Form.Check
                id="add-to-list-shared"
                className="mb-3"
                label={t('share')}
                checked={shared}
                onChange={(e) => setShared(e.target.checked)}
              />
            </>
          )}
          {single && (
            <Form.Group controlId="add-to-list-quantity">
              <Form.Label>{t('add.quantity')}</Form.Label>
              <Form.Control
                type="number"
                min={1}
                max={SHOPPING_LIST_MAX_QUANTITY}
                value={quantity}
                isInvalid={!countValid}
                onChange={(e) => setQuantity(e.target.value)}
                className="w-auto"
              />
            </Form.Group>
          )}
          {write.error && (
            <Alert variant="danger" className="mt-3 mb-0">
              {serverText(write.error)}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer className="justify-content-between">
          <Link to={paths.lists.getHref()} onClick={onHide}>
            {t('add.open')}
          </Link>
          <span className="d-flex gap-2">
            <Button variant="outline-secondary" onClick={onHide}>
              {t('cancel')}
            </Button>
            <BusyButton type="submit" busy={write.isPending} disabled={!valid || write.isPending}>
              {selected === NEW ? t('add.submitNew') : t('add.submit')}
            </BusyButton>
          </span>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
