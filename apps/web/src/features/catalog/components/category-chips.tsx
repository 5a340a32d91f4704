import type { Category } from '@kits/contract';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { chipCategories } from '../utils/categories';

type Props = { tree: readonly Category[]; path: Category[] | null };

/** Sub-category chips under the title; the filters (but not the page) carry over. */
export function CategoryChips({ tree, path }: Props) {
  const { t } = useTranslation('catalog');
  const { search } = useLocation();
  const { parent, items } = chipCategories(tree, path);
  if (items.length === 0) return null;
  const params = new URLSearchParams(search);
  params.delete('page');
  const keep = params.size > 0 ? `?${params}` : '';
  const chip = (slug: string, label: string) => (
    <li key={slug}>
      <NavLink
        to={`${paths.category.getHref(slug)}${keep}`}
        end
        className={({ isActive }) =>
          `btn btn-sm rounded-pill ${isActive ? 'btn-primary' : 'btn-outline-secondary'} catalog-chip`
        }
      >
        {label}
      </NavLink>
    </li>
  );
  return (
    <nav aria-label={t('subcategories')}>
      <ul className="list-unstyled d-flex flex-nowrap flex-md-wrap gap-2 mb-3 catalog-chips">
        {parent && chip(parent.slug, t('allOf', { name: parent.displayed_name }))}
        {items.map((c) => chip(c.slug, c.displayed_name))}
      </ul>
    </nav>
  );
}
