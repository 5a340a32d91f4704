import Nav from 'react-bootstrap/Nav';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { ImportPanel } from '@/features/import/components/import-panel';
import { CategoriesPanel } from '@/features/product-admin/components/categories-panel';
import { ProductsPanel } from '@/features/product-admin/components/products-panel';

const TABS = ['import', 'products', 'categories'] as const;
type Tab = (typeof TABS)[number];

/**
 * /services/product-service, the product administration (manager, docs/rules.md#spec-2): importing
 * a YML or Shopify CSV catalogue with its report; searching, creating, editing, archiving and
 * deleting products with their audit history; the category editor (docs/rules.md#category-editor).
 * The tab is `?tab=` in the URL.
 */
export function ProductAdminRoute() {
  const { t } = useTranslation('product-admin');
  const [search] = useSearchParams();
  const tab: Tab = TABS.find((key) => key === search.get('tab')) ?? 'import';
  return (
    <>
      <PageHeader title={t('layout:pages.productAdmin.title')} under="services" />
      <Nav variant="tabs" className="mb-4" as="nav" aria-label={t('tabs.label')}>
        {TABS.map((key) => (
          <Nav.Item key={key}>
            <Nav.Link
              as={Link}
              to={{ search: key === 'import' ? '' : `?tab=${key}` }}
              active={tab === key}
              aria-current={tab === key ? 'page' : undefined}
            >
              {t(`tabs.${key}`)}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      {tab === 'import' && <ImportPanel />}
      {tab === 'products' && <ProductsPanel />}
      {tab === 'categories' && <CategoriesPanel />}
    </>
  );
}
