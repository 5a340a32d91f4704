import { SHOPPING_LIST_NAME_MAX, type ShoppingListSummary } from '@kits/contract';
import { type FormEvent, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import ListGroup from 'react-bootstrap/ListGroup';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/busy-button';
import { useFailureToast } from '@/components/toaster';
import { num } from '@/lib/format';
import { createShoppingList, useListWrite } from '../api/change-shopping-list';

/**
 * The lists of the page (docs/rules.md#shopping-lists): "My lists" with a new-list field, then the
 * colleagues' shared lists with their owner; each with its size, the chosen one active.
 */
export function ListsNav({
  lists,
  selected,
  onSelect,
}: {
  lists: ShoppingListSummary[];
  selected: number | null;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation('shopping-lists');
  const own = lists.filter((list) => list.own);
  const shared = lists.filter((list) => !list.own);
  return (
    <nav aria-label={t('title')}>
      <h2 className="h6 text-uppercase text-body-secondary">{t('own')}</h2>
      <NewListForm onCreated={onSelect} />
      {own.length === 0 ? (
        <p className="small text-body-secondary mb-4">{t('noneOwn')}</p>
      ) : (
        <ListGroup className="mb-4">
          {own.map((list) => (
            <ListItem key={list.id} list={list} active={list.id === selected} onSelect={onSelect} />
          ))}
        </ListGroup>
      )}
      <h2 className="h6 text-uppercase text-body-secondary">{t('shared')}</h2>
      {shared.length === 0 ? (
        <p className="small text-body-secondary">{t('noneShared')}</p>
      ) : (
        <ListGroup>
          {shared.map((list) => (
            <ListItem key={list.id} list={list} active={list.id === selected} onSelect={onSelect} />
          ))}
        </ListGroup>
      )}
    </nav>
  );
}

function ListItem({
  list,
  active,
  onSelect,
}: {
  list: ShoppingListSummary;
  active: boolean;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation('shopping-lists');
  return (
    <ListGroup.Item action active={active} aria-current={active} onClick={() => onSelect(list.id)}>
      <div className="d-flex justify-content-between align-items-start gap-2">
        <span className="fw-semibold text-break">{list.name}</span>
        {list.own && list.shared && (
          <Badge bg="info" text="dark" pill>
            {t('sharedBadge')}
          </Badge>
        )}
      </div>
      <div className="small">
        {t('summary', { lines: num(list.lines), units: num(list.units) })}
        {list.archived_lines > 0 && ` · ${t('archivedCount', { count: list.archived_lines })}`}
      </div>
      {!list.own && <div className="small">{t('owner', { name: list.owner })}</div>}
    </ListGroup.Item>
  );
}

/** A new empty list by name; it is chosen once made. */
function NewListForm({ onCreated }: { onCreated: (id: number) => void }) {
  const { t } = useTranslation('shopping-lists');
  const [name, setName] = useState('');
  const create = useListWrite(createShoppingList);
  const failed = useFailureToast();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    create.mutate(
      { name: name.trim() },
      {
        onSuccess: (list) => {
          setName('');
          onCreated(list.id);
        },
        onError: (error) => failed(t('failed'), error),
      },
    );
  };
  return (
    <Form onSubmit={submit} className="mb-2">
      <InputGroup size="sm">
        <Form.Control
          aria-label={t('name')}
          placeholder={t('newList')}
          value={name}
          maxLength={SHOPPING_LIST_NAME_MAX}
          onChange={(e) => setName(e.target.value)}
        />
        <BusyButton type="submit" variant="outline-primary" busy={create.isPending} disabled={!name.trim()}>
          {t('create')}
        </BusyButton>
      </InputGroup>
    </Form>
  );
}
