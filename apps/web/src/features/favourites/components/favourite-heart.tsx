import type { Product } from '@kits/contract';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useToggleFavourite } from '../hooks/use-toggle-favourite';
import './favourites.css';

const HEART =
  'm8 2.748-.717-.737C5.6.281 2.514.878 1.4 3.053c-.523 1.023-.641 2.5.314 4.385.92 1.815 2.834 3.989 6.286 6.357 3.452-2.368 5.365-4.542 6.286-6.357.955-1.886.838-3.362.314-4.385C13.486.878 10.4.28 8.717 2.01zM8 15C-7.333 4.868 3.279-3.04 7.824 1.143q.09.083.176.171a3 3 0 0 1 .176-.17C12.72-3.042 23.333 4.867 8 15';
const HEART_FILLED = 'M8 1.314C12.438-3.248 23.534 4.735 8 15-7.534 4.736 3.562-3.248 8 1.314';

/**
 * The favourite heart of a product (docs/rules.md#favourite, docs/rules.md#favourites-flow): a toggle button whose state
 * is the product's `is_favourite` as the server last answered it. A click calls PUT or DELETE
 * favourite/{id}; the heart changes only when the server said yes, and is disabled meanwhile.
 */
export function FavouriteHeart({ product }: { product: Pick<Product, 'id' | 'name' | 'is_favourite'> }) {
  const { t } = useTranslation('favourites');
  const toggle = useToggleFavourite();
  const favourite = product.is_favourite;
  const label = t(favourite ? 'remove' : 'add', { name: product.name });
  return (
    <Button
      variant="link"
      className={`favourite-heart p-1 lh-1${favourite ? ' is-favourite' : ''}`}
      aria-pressed={favourite}
      aria-label={label}
      title={label}
      aria-busy={toggle.isPending}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate({ productId: product.id, favourite: !favourite })}
    >
      <svg width="20" height="20" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
        <path fillRule="evenodd" d={favourite ? HEART_FILLED : HEART} />
      </svg>
    </Button>
  );
}
