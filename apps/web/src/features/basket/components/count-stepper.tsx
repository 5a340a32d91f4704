import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { num } from '@/lib/format';
import { MinusIcon, PlusIcon } from './icons';
import './basket.css';

type Props = {
  /** Product name, for the buttons' accessible names. */
  name: string;
  count: number;
  onDecrease: () => void;
  onIncrease: () => void;
  decreaseDisabled: boolean;
  increaseDisabled: boolean;
  /** Why adding is not possible (shown as the + button's title), when it is not. */
  increaseHint?: string;
  /** The count is above stock (docs/rules.md#spec-5): shown in red. */
  invalid?: boolean;
};

/** − count + of a basket line (docs/rules.md#basket-buttons; basket lines). At 1, − removes the line. */
export function CountStepper({
  name,
  count,
  onDecrease,
  onIncrease,
  decreaseDisabled,
  increaseDisabled,
  increaseHint,
  invalid,
}: Props) {
  const { t } = useTranslation('basket');
  return (
    // biome-ignore lint/a11y/useSemanticElements: a stepper is a group of two buttons and a number, not a fieldset
    <div
      className="basket-stepper input-group input-group-sm flex-nowrap"
      role="group"
      aria-label={t('buttons.count', { name })}
    >
      <Button
        variant="outline-secondary"
        onClick={onDecrease}
        disabled={decreaseDisabled}
        aria-label={t('buttons.decrease', { name })}
        title={t('buttons.decreaseHint')}
      >
        <MinusIcon />
      </Button>
      <output
        className={`input-group-text justify-content-center tabular fw-semibold ${invalid ? 'text-danger border-danger' : 'bg-body'}`}
        aria-live="polite"
      >
        {num(count)}
      </output>
      <Button
        variant="outline-primary"
        onClick={onIncrease}
        disabled={increaseDisabled}
        aria-label={t('buttons.increase', { name })}
        title={increaseHint ?? t('buttons.increaseHint')}
      >
        <PlusIcon />
      </Button>
    </div>
  );
}
