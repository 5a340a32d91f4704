import { type Product, THUMBNAIL_SIZE } from '@kits/contract';
import { useProductImageSlot } from '@/components/product-image-slot';
import { fallBackToNotFound, NOT_FOUND_IMAGE } from '@/lib/image-fallback';
import { mainMedia } from '@/lib/product-media';

type Props = { product: Pick<Product, 'media' | 'name'> };

/**
 * The 75x75 table thumbnail (docs/rules.md#spec-2): lazy, the not-found picture when missing or broken. Wrapped
 * in the image slot when a feature provides one (managers: a click opens the image modal).
 */
export function ProductThumbnail({ product }: Props) {
  const media = mainMedia(product.media);
  const Slot = useProductImageSlot();
  const image = (
    <img
      src={media?.url_small ?? NOT_FOUND_IMAGE}
      alt={product.name}
      width={THUMBNAIL_SIZE}
      height={THUMBNAIL_SIZE}
      loading="lazy"
      decoding="async"
      onError={fallBackToNotFound}
      className="catalog-thumb rounded border bg-body-tertiary"
    />
  );
  return Slot ? (
    <Slot product={product} media={media}>
      {image}
    </Slot>
  ) : (
    image
  );
}
