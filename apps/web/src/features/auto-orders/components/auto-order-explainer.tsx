import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { num } from '@/lib/format';

const STEPS = ['pace', 'need', 'count', 'order', 'shelf', 'fill', 'limits', 'recommended'] as const;

/**
 * How the proposal is computed (docs/auto-order.md, docs/rules.md#decisions-3), for the buyer: one paragraph and
 * a short list, in the interface language, with the outlet's report period.
 */
export function AutoOrderExplainer({ reportPeriodDays }: { reportPeriodDays: number }) {
  const { t } = useTranslation('auto-orders');
  return (
    <Card className="bg-body-tertiary border-0">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('how.title')}
        </Card.Title>
        <p>{t('how.text', { days: num(reportPeriodDays) })}</p>
        <ul className="small mb-0 ps-3">
          {STEPS.map((step) => (
            <li key={step} className="mb-1">
              {t(`how.steps.${step}`)}
            </li>
          ))}
        </ul>
      </Card.Body>
    </Card>
  );
}
