import { useTranslation } from 'react-i18next';
import { PageLinks } from '../../../components/page-links';

/** Page buttons of the favourites modal (its page is not in the URL: the modal sits over any page). */
export function FavouritesPagination(props: {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('favourites');
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
