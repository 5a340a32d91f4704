import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCategories } from '@/api/get-categories';
import { NavDropdown } from '@/components/lazy-overlay';
import { paths } from '@/config/paths';

/**
 * The catalogue dropdown of docs/rules.md#header: every category with its sub-categories, each a link to
 * its listing (/catalog/{slug}). Rendered only for logged-in users (docs/rules.md#auth-flow: categories are loaded
 * on start when logged in).
 */
export function CategoryMenu() {
  const { t } = useTranslation('layout');
  const categories = useCategories();
  return (
    <NavDropdown id="catalog-menu" title={t('nav.catalog')} className="category-menu">
      <NavDropdown.Item as={Link} to={paths.catalog.getHref()} className="fw-semibold">
        {t('nav.allCategories')}
      </NavDropdown.Item>
      <NavDropdown.Divider />
      {categories.isPending && (
        <NavDropdown.ItemText className="text-body-secondary">{t('common:loading')}</NavDropdown.ItemText>
      )}
      {categories.isError && (
        <NavDropdown.ItemText className="text-danger">{t('nav.categoriesFailed')}</NavDropdown.ItemText>
      )}
      <div className="category-menu__grid">
        {categories.data?.map((category) => (
          <div key={category.id} className="category-menu__group">
            <NavDropdown.Item as={Link} to={paths.category.getHref(category.slug)} className="fw-semibold">
              {category.displayed_name}
            </NavDropdown.Item>
            {category.children.map((child) => (
              <NavDropdown.Item
                key={child.id}
                as={Link}
                to={paths.category.getHref(child.slug)}
                className="ps-4 small text-body-secondary"
              >
                {child.displayed_name}
              </NavDropdown.Item>
            ))}
          </div>
        ))}
      </div>
    </NavDropdown>
  );
}
