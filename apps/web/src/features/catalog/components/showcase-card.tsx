import type { Product, User } from '@kits/contract';
import Card from 'react-bootstrap/Card';
import { useProductColumns } from '@/components/product-columns';
import { fallBackToNotFound, NOT_FOUND_IMAGE } from '@/lib/image-fallback';
import { mainMedia } from '@/lib/product-media';
import { PriceCell } from './price-cell';
import { ProductTitle } from './product-title';
import { StockBadges } from './stock-badges';

type Props = {
  product: Product;
  user: User | null;
  onRequestPrices: () => void;
};

/**
 * One product of the showcase (docs/rules.md#showcase): its large picture (the media `url`, not the
 * table's 75×75 thumbnail; the not-found picture when missing or broken), code and name (a link
 * once approved), the stock badges, the price for the viewer and the columns other features add
 * to the product table — the basket buttons, the favourite heart — with the very components and
 * rules of the catalogue table (PriceCell, StockBadges, ProductColumnsProvider's cells).
 */
export function ShowcaseCard({ product, user, onRequestPrices }: Props) {
  const media = mainMedia(product.media);
  const extras = useProductColumns();
  return (
    <Card as="article" className="h-100 shadow-sm showcase-card" aria-label={product.name}>
      <div className="ratio ratio-1x1 bg-body-tertiary rounded-top overflow-hidden">
        <img
          src={media?.url ?? NOT_FOUND_IMAGE}
          alt={product.name}
          loading="lazy"
          decoding="async"
          onError={fallBackToNotFound}
          className="showcase-image"
        />
      </div>
      <Card.Body className="d-flex flex-column gap-2 p-2 p-md-3">
        <div>
          <div className="small text-body-secondary tabular">{product.code}</div>
          <ProductTitle product={product} className="fw-semibold showcase-name" />
        </div>
        <StockBadges product={product} />
        <div className="mt-auto">
          <PriceCell product={product} user={user} onRequestPrices={onRequestPrices} align="start" />
        </div>
        {extras.length > 0 && (
          <div className="d-flex flex-wrap align-items-center gap-2 showcase-actions">
            {extras.map((column) => (
              <div key={column.id} className={`showcase-action-${column.id}`}>
                <column.Cell product={product} />
              </div>
            ))}
          </div>
        )}
      </Card.Body>
    </Card>
  );
}
