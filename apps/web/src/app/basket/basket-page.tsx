import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { BasketContent } from './basket-content';

/** /catalog/basket (docs/rules.md#routes): the basket's content as a page. */
export function BasketPage() {
  const { t } = useTranslation('basket');
  return (
    <>
      <PageHeader title={t('title')} parents={[{ label: t('catalogue'), href: paths.catalog.getHref() }]} />
      <BasketContent />
    </>
  );
}
