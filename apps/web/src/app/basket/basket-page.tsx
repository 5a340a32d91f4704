import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { BasketContent } from './basket-content';

/**
 * /catalog/basket (docs/rules.md#routes): the basket's content as a page. A level-2 heading for
 * screen readers sits between the page's h1 and the categories' h3 (the modal's title is the h2
 * there), so the outline skips no level (docs/rules.md#accessibility).
 */
export function BasketPage() {
  const { t } = useTranslation('basket');
  return (
    <>
      <PageHeader title={t('title')} parents={[{ label: t('catalogue'), href: paths.catalog.getHref() }]} />
      <section aria-labelledby="basket-page-content">
        <h2 id="basket-page-content" className="visually-hidden">
          {t('contentHeading')}
        </h2>
        <BasketContent />
      </section>
    </>
  );
}
