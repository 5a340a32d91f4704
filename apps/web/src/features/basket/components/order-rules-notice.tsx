import { type Currency, fromMinor } from '@kits/contract';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { money } from '@/lib/format';
import { useBasket } from '../hooks/use-basket';
import { useOrderRules } from '../hooks/use-order-rules';

/**
 * Before checkout (docs/rules.md#order-rules): how much is missing for the minimum order sum
 * ("add 1 200,00 ₽ more"), and the lines that are not whole packs — the reasons the Next button
 * stays disabled. Nothing while the basket meets the rules.
 */
export function OrderRulesNotice({ currency }: { currency: Currency }) {
  const { t } = useTranslation('basket');
  const basket = useBasket();
  const { minimum, problems } = useOrderRules(basket.lines);
  if (problems.missing_minor === 0 && problems.packs.length === 0) return null;
  return (
    <Alert variant="warning" className="py-2" data-testid="order-rules-notice">
      {problems.missing_minor > 0 && minimum !== null && (
        <div>
          {t('rules.belowMinimum', {
            minimum: money(minimum, currency),
            missing: money(fromMinor(problems.missing_minor), currency),
          })}
        </div>
      )}
      {problems.packs.map((line) => (
        <div key={line.id}>{t('rules.notWholePacks', { name: line.name, pack: line.pack_multiple })}</div>
      ))}
    </Alert>
  );
}
