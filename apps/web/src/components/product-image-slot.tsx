import type { Product } from '@kits/contract';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

type Media = Product['media'][number];

/**
 * A wrapper another feature puts around the product's pictures in the table and on the product page
 * (the managers' inline image administration, docs/rules.md#spec-6: a click opens the image modal). It gets the
 * picture shown (none when the product has no picture) and renders `children`, the image itself.
 */
export type ProductImageSlot = ComponentType<{
  product: Pick<Product, 'name'>;
  media: Media | undefined;
  children: ReactNode;
}>;

const ProductImageSlotContext = createContext<ProductImageSlot | null>(null);

/** The extension point, composed by the app like the product columns: null means plain pictures. */
export function ProductImageSlotProvider({
  slot,
  children,
}: {
  slot: ProductImageSlot | null;
  children: ReactNode;
}) {
  return <ProductImageSlotContext.Provider value={slot}>{children}</ProductImageSlotContext.Provider>;
}

export const useProductImageSlot = () => useContext(ProductImageSlotContext);
