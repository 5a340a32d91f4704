import type { QuickOrderAddResponse } from '@kits/contract';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { num } from '@/lib/format';

/** What the last add put into the basket, with the way to the basket. */
export function AddedAlert({
  added,
  rest,
  onClose,
}: {
  added: QuickOrderAddResponse['value'];
  rest: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('quick-order');
  return (
    <Alert variant="success" dismissible onClose={onClose}>
      <Alert.Heading as="h2" className="h6">
        {t('added.title', { count: added.lines, units: num(added.units) })}
      </Alert.Heading>
      {rest && <p className="mb-2">{t('added.rest')}</p>}
      <details className="mb-2 small">
        <summary>{t('added.details')}</summary>
        <ul className="mb-0 mt-1">
          {added.added.map((line) => (
            <li key={line.id}>
              {t('added.line', {
                code: line.code,
                name: line.name,
                count: num(line.count),
                total: num(line.basket_count),
              })}
            </li>
          ))}
        </ul>
      </details>
      <Link to={paths.basket.getHref()} className="btn btn-success btn-sm">
        {t('added.toBasket')}
      </Link>
    </Alert>
  );
}
