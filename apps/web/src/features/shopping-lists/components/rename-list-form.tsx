import { SHOPPING_LIST_NAME_MAX, type ShoppingList } from '@kits/contract';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/busy-button';
import { useFailureToast } from '@/components/toaster';
import { patchShoppingList, useListWrite } from '../api/change-shopping-list';

/** The owner's rename of a list: the name field with Save and Cancel; `onDone` once saved or cancelled. */
export function RenameListForm({ list, onDone }: { list: ShoppingList; onDone: () => void }) {
  const { t } = useTranslation('shopping-lists');
  const [name, setName] = useState(list.name);
  const rename = useListWrite(patchShoppingList);
  const failed = useFailureToast();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    rename.mutate(
      { id: list.id, name: name.trim() },
      { onSuccess: onDone, onError: (error) => failed(t('failed'), error) },
    );
  };
  return (
    <Form onSubmit={submit} className="d-flex flex-wrap gap-2 flex-grow-1">
      <Form.Control
        size="sm"
        className="w-auto flex-grow-1"
        aria-label={t('name')}
        value={name}
        maxLength={SHOPPING_LIST_NAME_MAX}
        onChange={(e) => setName(e.target.value)}
        autoFocus
      />
      <BusyButton size="sm" type="submit" busy={rename.isPending} disabled={!name.trim()}>
        {t('save')}
      </BusyButton>
      <Button size="sm" variant="outline-secondary" onClick={onDone}>
        {t('cancel')}
      </Button>
    </Form>
  );
}
