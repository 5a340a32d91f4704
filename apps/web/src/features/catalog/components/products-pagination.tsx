import { useTranslation } from 'react-i18next';
import { PageLinks } from '../../../components/page-links';

type Props = {
  page: number;
  lastPage: number;
  /** The `?…` of a page, so every page is a real link (open in a new tab, copy). */
  searchFor: (page: number) => string;
  onNavigate?: () => void;
};

/** Page links of the product table (50 a page), Bootstrap's pagination markup with router links. */
export function ProductsPagination(props: Props) {
  const { t } = useTranslation('catalog');
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
