import { useTranslation } from 'react-i18next';
import { PageLinks } from '../../../components/page-links';

/** Page links of the orders list (20 a page); every page is a real link with the filters kept. */
export function OrdersPagination(props: {
  page: number;
  lastPage: number;
  searchFor: (page: number) => string;
}) {
  const { t } = useTranslation('orders');
  return (
    <PageLinks
      {...props}
      labels={{
        label: t('pagination.label'),
        previous: t('pagination.previous'),
        next: t('pagination.next'),
      }}
    />
  );
}
