import { QUICK_ORDER_MAX_LINES } from '@kits/contract';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/busy-button';
import { num } from '@/lib/format';
import type { InputError, QuickOrder } from '../hooks/use-quick-order';

/** The box's input error in words: no line, or more lines than one check takes. */
function useInputErrorText(error: InputError | null): string | null {
  const { t } = useTranslation('quick-order');
  if (!error) return null;
  if (error.kind === 'empty') return t('text.empty');
  return t('text.tooMany', { lines: num(error.lines), max: num(QUICK_ORDER_MAX_LINES) });
}

/** The quick order's box of "code quantity" lines with Check and Clear (docs/rules.md#quick-order). */
export function QuickOrderBox({ order }: { order: QuickOrder }) {
  const { t } = useTranslation('quick-order');
  const inputError = useInputErrorText(order.inputError);
  const checking = order.checkCall.isPending;
  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        order.submit();
      }}
    >
      <Form.Group controlId="quick-order-text">
        <Form.Label className="fw-semibold">{t('text.label')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={10}
          spellCheck={false}
          className="font-monospace"
          placeholder={t('text.placeholder')}
          value={order.text}
          isInvalid={!!inputError}
          aria-describedby="quick-order-text-help"
          onChange={(event) => order.setText(event.target.value)}
        />
        <Form.Control.Feedback type="invalid">{inputError}</Form.Control.Feedback>
        <Form.Text id="quick-order-text-help">
          {t('text.help', { max: num(QUICK_ORDER_MAX_LINES) })}
        </Form.Text>
      </Form.Group>
      <div className="d-flex gap-2 mt-3">
        <BusyButton type="submit" busy={checking}>
          {checking ? t('text.checking') : t('text.check')}
        </BusyButton>
        <Button
          variant="outline-secondary"
          disabled={order.text === '' && !order.checked}
          onClick={order.clear}
        >
          {t('text.clear')}
        </Button>
      </div>
    </Form>
  );
}
