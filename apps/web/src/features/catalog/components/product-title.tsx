import type { Product } from '@kits/contract';
import { paths } from '@/config/paths';
import { isApproved } from '../utils/product';

type Props = { product: Pick<Product, 'name' | 'code' | 'category_slug' | 'statuses'>; className?: string };

/**
 * The product name; a link to the product page, in a new tab, only once the card is approved by a
 * content manager (docs/rules.md#spec-2). The English version's link carries the /en prefix (paths.product).
 */
export function ProductTitle({ product, className }: Props) {
  if (!isApproved(product)) return <span className={className}>{product.name}</span>;
  return (
    <a
      href={paths.product.getHref(product.category_slug, product.code)}
      target="_blank"
      rel="noopener"
      className={className}
    >
      {product.name}
    </a>
  );
}
