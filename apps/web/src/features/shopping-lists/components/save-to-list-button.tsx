import type { ShoppingListLineInput } from '@kits/contract';
import { type ComponentProps, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { LazyAddToListModal } from './lazy-add-to-list-modal';

/**
 * "Save as a list" (docs/rules.md#shopping-lists): every line of the basket or an order (`lines`,
 * product and units) into one of the caller's lists or a new one. Hidden when there are no lines.
 */
export function SaveToListButton({
  lines,
  ...props
}: { lines: ShoppingListLineInput[] } & Omit<ComponentProps<typeof Button>, 'onClick'>) {
  const { t } = useTranslation('basket');
  const [open, setOpen] = useState(false);
  if (lines.length === 0) return null;
  return (
    <>
      <Button
        variant="outline-secondary"
        {...props}
        onClick={() => setOpen(true)}
        onMouseEnter={LazyAddToListModal.preload}
        onFocus={LazyAddToListModal.preload}
      >
        {t('toList.save')}
      </Button>
      <LazyAddToListModal show={open} onHide={() => setOpen(false)} lines={lines} />
    </>
  );
}
