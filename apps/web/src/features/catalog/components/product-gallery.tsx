import type { Product } from '@kits/contract';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProductImageSlot } from '@/components/product-image-slot';
import { Thumbnail } from '@/components/thumbnail';
import { fallBackToNotFound, NOT_FOUND_IMAGE } from '@/lib/image-fallback';
import { orderedMedia } from '@/lib/product-media';

/**
 * The product page gallery: the main image large, every image as a thumbnail below. A click, or
 * Enter/Space on a focused thumbnail, shows it; the arrow keys, Home and End move between thumbnails.
 */
export function ProductGallery({ product }: { product: Pick<Product, 'media' | 'name'> }) {
  const { t } = useTranslation('catalog');
  const media = orderedMedia(product.media);
  const [index, setIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = media[Math.min(index, media.length - 1)];
  const Slot = useProductImageSlot();

  const onKeyDown = (event: KeyboardEvent) => {
    const last = media.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? Math.min(index + 1, last)
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? Math.max(index - 1, 0)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setIndex(next);
    buttons.current[next]?.focus();
  };

  const mainImage = (
    <img
      key={shown?.id ?? 'none'}
      src={shown?.url ?? NOT_FOUND_IMAGE}
      alt={shown ? product.name : t('image.notFound')}
      className="gallery-main d-block"
      onError={fallBackToNotFound}
    />
  );

  return (
    <figure className="mb-0" aria-label={t('product.gallery')}>
      <div className="border rounded bg-body-tertiary overflow-hidden">
        {Slot ? (
          <Slot product={product} media={shown}>
            {mainImage}
          </Slot>
        ) : (
          mainImage
        )}
      </div>
      {media.length > 1 && (
        <fieldset className="d-flex flex-wrap gap-2 mt-2 border-0 p-0 m-0" onKeyDown={onKeyDown}>
          <legend className="visually-hidden">{t('product.gallery')}</legend>
          {media.map((m, i) => (
            <button
              key={m.id}
              ref={(el) => {
                buttons.current[i] = el;
              }}
              type="button"
              className="gallery-thumb"
              aria-current={i === index}
              aria-label={t('product.showImage', { n: i + 1, total: media.length })}
              tabIndex={i === index ? 0 : -1}
              onClick={() => setIndex(i)}
            >
              <Thumbnail
                src={m.url_small}
                size={75}
                className="rounded d-block catalog-thumb"
                onError={fallBackToNotFound}
              />
            </button>
          ))}
        </fieldset>
      )}
    </figure>
  );
}
