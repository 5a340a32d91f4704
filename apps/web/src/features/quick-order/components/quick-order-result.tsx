import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { num } from '@/lib/format';
import { serverText } from '@/lib/server-text';
import type { Checked, QuickOrder } from '../hooks/use-quick-order';
import { QuickOrderAddBar } from './quick-order-add-bar';
import { QuickOrderTable } from './quick-order-table';

/**
 * The last check (docs/rules.md#quick-order): the counts of ready lines and lines with problems,
 * a warning while the box differs from the checked text, the table with its ticks and fixes, the
 * adding's refusal and the "Add N lines to basket" bar.
 */
export function QuickOrderResult({ order, checked }: { order: QuickOrder; checked: Checked }) {
  const { t } = useTranslation('quick-order');
  const { stale, add, problems } = order;
  return (
    <section aria-labelledby="quick-order-result">
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-2">
        <h2 id="quick-order-result" className="h5 mb-0">
          {t('result.title')}
        </h2>
        <span className="text-body-secondary small" role="status">
          {t('result.counts', {
            count: checked.lines.length,
            ready: num(checked.lines.length - problems),
            problems: num(problems),
          })}
        </span>
      </div>
      {stale && <Alert variant="warning">{t('result.stale')}</Alert>}
      <QuickOrderTable
        lines={checked.lines}
        excluded={order.excluded}
        disabled={stale || add.isPending}
        onToggle={order.toggle}
        onToggleAll={order.toggleAll}
        onTakeAvailable={order.takeAvailable}
      />
      {add.error && (
        <Alert variant="danger" className="mt-3">
          <strong>{t('added.failed')}:</strong> {serverText(add.error)}
        </Alert>
      )}
      <QuickOrderAddBar
        lines={order.chosenLines}
        busy={add.isPending}
        disabled={stale || order.checkCall.isPending}
        onAdd={order.addChosen}
      />
    </section>
  );
}
