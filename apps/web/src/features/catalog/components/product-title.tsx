import type { Product } from '@kits/contract';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { isApproved } from '../utils/product';

type Props = {
  product: Pick<Product, 'name' | 'code' | 'category_slug' | 'statuses'>;
  className?: string;
  /** Opens the product's quick view (docs/rules.md#quick-view); where given, every title leads somewhere. */
  onQuickView?: () => void;
};

/**
 * The product name; a link to the product page, in a new tab, only once the card is approved by a
 * content manager (docs/rules.md#product-link). The English version's link carries the /en prefix
 * (paths.product). With `onQuickView`, a product without a page is a button that opens its quick
 * view (dotted, so it is told apart from a page link), and an approved one gets a small "quick view"
 * button beside its link (docs/rules.md#quick-view).
 */
export function ProductTitle({ product, className, onQuickView }: Props) {
  const { t } = useTranslation('catalog');
  if (!isApproved(product)) {
    if (!onQuickView) return <span className={className}>{product.name}</span>;
    return (
      <button
        type="button"
        className={`quick-view-open ${className ?? ''}`}
        onClick={onQuickView}
        title={t('quickView.hint')}
      >
        {product.name}
      </button>
    );
  }
  return (
    <>
      <a
        href={paths.product.getHref(product.category_slug, product.code)}
        target="_blank"
        rel="noopener"
        className={className}
      >
        {product.name}
      </a>
      {onQuickView && (
        <button
          type="button"
          className="quick-view-icon"
          onClick={onQuickView}
          aria-label={t('quickView.open', { name: product.name })}
          title={t('quickView.hint')}
        >
          <svg width="16" height="16" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
            <path d="M16 8s-3-5.5-8-5.5S0 8 0 8s3 5.5 8 5.5S16 8 16 8M1.17 8a13 13 0 0 1 1.66-2.04C4.12 4.67 5.88 3.5 8 3.5s3.88 1.17 5.17 2.46A13 13 0 0 1 14.83 8a13 13 0 0 1-1.66 2.04C11.88 11.33 10.12 12.5 8 12.5s-3.88-1.17-5.17-2.46A13 13 0 0 1 1.17 8" />
            <path d="M8 5.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5M4.5 8a3.5 3.5 0 1 1 7 0 3.5 3.5 0 0 1-7 0" />
          </svg>
        </button>
      )}
    </>
  );
}
