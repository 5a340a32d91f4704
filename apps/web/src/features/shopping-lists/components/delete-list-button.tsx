import type { ShoppingList } from '@kits/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/busy-button';
import { useFailureToast, useSuccessToast } from '@/components/toaster';
import { useDeleteShoppingList } from '../api/change-shopping-list';

/** The owner's delete of a list, asked once more inline before it goes. */
export function DeleteListButton({ list, onDeleted }: { list: ShoppingList; onDeleted: () => void }) {
  const { t } = useTranslation('shopping-lists');
  const [asking, setAsking] = useState(false);
  const remove = useDeleteShoppingList();
  const failed = useFailureToast();
  const success = useSuccessToast();
  if (!asking)
    return (
      <Button size="sm" variant="outline-danger" className="ms-auto" onClick={() => setAsking(true)}>
        {t('delete')}
      </Button>
    );
  return (
    <span className="ms-auto d-flex flex-wrap align-items-center gap-2">
      <span>{t('deleteConfirm', { name: list.name })}</span>
      <BusyButton
        size="sm"
        variant="danger"
        busy={remove.isPending}
        onClick={() =>
          remove.mutate(list.id, {
            onSuccess: () => {
              success(t('deleted'));
              onDeleted();
            },
            onError: (error) => failed(t('failed'), error),
          })
        }
      >
        {t('deleteYes')}
      </BusyButton>
      <Button size="sm" variant="outline-secondary" onClick={() => setAsking(false)}>
        {t('cancel')}
      </Button>
    </span>
  );
}
