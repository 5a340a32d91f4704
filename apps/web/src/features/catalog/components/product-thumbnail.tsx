import { type Product, THUMBNAIL_SIZE } from '@kits/contract';
import { fallBackToNotFound, NOT_FOUND_IMAGE } from '../utils/image-fallback';
import { mainMedia } from '../utils/product';

type Props = { product: Pick<Product, 'media' | 'name'> };

/** The 75x75 table thumbnail (spec §2): lazy, the not-found picture when missing or broken. */
export function ProductThumbnail({ product }: Props) {
  const media = mainMedia(product.media);
  return (
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
}
