import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Collapse from 'react-bootstrap/Collapse';
import { useTranslation } from 'react-i18next';
import { num } from '@/lib/format';

const STEPS = ['pace', 'need', 'count', 'order', 'shelf', 'fill', 'limits', 'recommended'] as const;

/**
 * How the proposal is computed (docs/auto-order.md, docs/rules.md#decisions-3), for the buyer:
 * folded under "How is this calculated?" (issue 28 item 10: the form comes first), opening to one
 * paragraph and a short list, in the interface language, with the outlet's report period.
 */
export function AutoOrderExplainer({ reportPeriodDays }: { reportPeriodDays: number }) {
  const { t } = useTranslation('auto-orders');
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <Card className="bg-body-tertiary border-0">
      <Card.Body>
        <h2 className="h6 mb-0">
          <Button
            variant="link"
            className="p-0 text-decoration-none fw-semibold"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen(!open)}
          >
            <span aria-hidden="true" className="d-inline-block me-1">
              {open ? '▾' : '▸'}
            </span>
            {t('how.toggle')}
          </Button>
        </h2>
        <Collapse in={open}>
          <div id={bodyId}>
            <p className="mt-3">{t('how.text', { days: num(reportPeriodDays) })}</p>
            <ul className="small mb-0 ps-3">
              {STEPS.map((step) => (
                <li key={step} className="mb-1">
                  {t(`how.steps.${step}`)}
                </li>
              ))}
            </ul>
          </div>
        </Collapse>
      </Card.Body>
    </Card>
  );
}
