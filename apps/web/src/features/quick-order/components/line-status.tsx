import type { QuickOrderCheckedLine } from '@kits/contract';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { num } from '@/lib/format';

/** Input line numbers as the buyer reads them: "2, 31". */
export const lineList = (lines: readonly number[]) => lines.map((n) => num(n)).join(', ');

/** The status badge of a line, its repeat note and its one-click fix. */
export function LineStatus({
  line,
  onTakeAvailable,
  disabled,
}: {
  line: QuickOrderCheckedLine;
  onTakeAvailable: (line: QuickOrderCheckedLine) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('quick-order');
  const available = num(line.available ?? 0);
  return (
    <div className="d-flex flex-wrap align-items-center gap-1">
      {line.problem === null && <Badge bg="success">{t('status.ok')}</Badge>}
      {line.problem === 'over_stock' && (
        <>
          <Badge bg="warning" text="dark">
            {t('status.over_stock', { available })}
          </Badge>
          <Button
            size="sm"
            variant="outline-primary"
            className="py-0"
            disabled={disabled}
            aria-label={t('status.takeAvailableFor', { available, name: line.product?.name })}
            onClick={() => onTakeAvailable(line)}
          >
            {t('status.takeAvailable', { available })}
          </Button>
        </>
      )}
      {line.problem === 'unknown_code' && (
        <>
          <Badge bg="danger">{t('status.unknown_code')}</Badge>
          {line.code && (
            <Link
              className="small"
              to={`${paths.catalog.getHref()}?q=${encodeURIComponent(line.code)}`}
              target="_blank"
              rel="noopener"
            >
              {t('status.search')}
            </Link>
          )}
        </>
      )}
      {line.problem === 'not_a_number' && (
        <>
          <Badge bg="danger">{t('status.not_a_number')}</Badge>
          <span className="small text-body-secondary">
            {t('status.notANumberHint', { line: lineList(line.lines) })}
          </span>
        </>
      )}
      {line.problem === 'no_price' && <Badge bg="secondary">{t('status.no_price')}</Badge>}
      {line.problem === 'out_of_stock' && <Badge bg="secondary">{t('status.out_of_stock')}</Badge>}
      {line.merged && (
        <Badge bg="info" text="dark" className="fw-normal">
          {t('status.merged', { lines: lineList(line.lines) })}
        </Badge>
      )}
    </div>
  );
}
