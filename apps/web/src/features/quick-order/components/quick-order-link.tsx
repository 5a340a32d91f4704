import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The catalogue toolbar's way to the quick order (docs/rules.md#quick-order, warehouse level). */
export function QuickOrderLink() {
  const { t } = useTranslation('catalog');
  return (
    <Link to={paths.quickOrder.getHref()} className="btn btn-sm btn-outline-primary">
      {t('quickOrderLink')}
    </Link>
  );
}
