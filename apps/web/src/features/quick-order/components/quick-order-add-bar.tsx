import type { QuickOrderCheckedLine } from '@kits/contract';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/busy-button';
import { useStoreConfirmation } from '@/hooks/use-store-confirmation';
import { confirmStorePrompt } from '@/lib/confirm-store-prompt';
import { money, num } from '@/lib/format';
import { summarize } from '../utils/quick-order-lines';

/**
 * The quick order's summary (lines, units, the sum at the discounted price, formatMoney) and its
 * "Add N lines to basket" button (docs/rules.md#quick-order). Adding follows the basket's store
 * rule (docs/rules.md#store-confirmation): in an unconfirmed main store the button opens the
 * confirm-store modal instead, and says so.
 */
export function QuickOrderAddBar({
  lines,
  busy,
  disabled,
  onAdd,
}: {
  lines: readonly QuickOrderCheckedLine[];
  busy: boolean;
  disabled: boolean;
  onAdd: () => void;
}) {
  const { t } = useTranslation('quick-order');
  const { confirmed } = useStoreConfirmation();
  const summary = summarize(lines);
  const empty = summary.lines === 0;
  return (
    <div className="quick-order-add-bar d-flex flex-wrap align-items-center justify-content-end gap-3 border rounded bg-body-tertiary p-3 mt-3">
      <dl className="d-flex flex-wrap gap-4 mb-0 me-auto" aria-live="polite">
        <div>
          <dt className="small text-body-secondary fw-normal">{t('summary.lines')}</dt>
          <dd className="mb-0 tabular fw-semibold">{num(summary.lines)}</dd>
        </div>
        <div>
          <dt className="small text-body-secondary fw-normal">{t('summary.units')}</dt>
          <dd className="mb-0 tabular fw-semibold">{num(summary.units)}</dd>
        </div>
        {summary.sum !== null && summary.currency && (
          <div>
            <dt className="small text-body-secondary fw-normal">{t('summary.sum')}</dt>
            <dd className="mb-0 tabular fs-5 fw-bold">{money(summary.sum, summary.currency)}</dd>
          </div>
        )}
      </dl>
      {empty && <span className="small text-body-secondary">{t('summary.nothing')}</span>}
      {!confirmed && !empty && (
        <span className="small text-body-secondary">{t('basket:buttons.storeNotConfirmed')}</span>
      )}
      <BusyButton
        variant="success"
        size="lg"
        busy={busy}
        disabled={disabled || empty}
        onClick={() => (confirmed ? onAdd() : confirmStorePrompt.open())}
      >
        {busy
          ? t('summary.adding')
          : empty
            ? t('summary.addNone')
            : t('summary.add', { count: summary.lines })}
      </BusyButton>
    </div>
  );
}
