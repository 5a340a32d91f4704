import { createContext, type ReactNode, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyModal } from '@/components/lazy-modal';
import { type ProductImageSlot, ProductImageSlotProvider } from '@/components/product-image-slot';

/** The image modal, loaded the first time a manager opens a picture (open while it has a media id). */
const ImageModal = lazyModal(
  async () => (await import('./image-modal')).ImageModal,
  (props) => props.mediaId !== null,
);

type Target = { mediaId: number; productName: string };
const OpenImageContext = createContext<((target: Target) => void) | null>(null);

/** The catalogue's picture as a button that opens the image modal (a product without pictures stays plain). */
const ImageAdminSlot: ProductImageSlot = ({ product, media, children }) => {
  const { t } = useTranslation('media');
  const open = useContext(OpenImageContext);
  if (!open || !media) return <>{children}</>;
  return (
    <button
      type="button"
      className="image-admin-trigger"
      onClick={() => open({ mediaId: media.id, productName: product.name })}
      aria-label={t('modal.open', { name: product.name })}
      title={t('modal.open', { name: product.name })}
    >
      {children}
    </button>
  );
};

/**
 * Inline image administration for managers (docs/rules.md#spec-6; docs/rules.md#modals): with `enabled`, the product
 * table's thumbnails and the product page's picture open the image modal (make main, delete with
 * confirmation). One modal for the whole page.
 */
export function ImageAdminProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const [target, setTarget] = useState<Target | null>(null);
  return (
    <OpenImageContext.Provider value={enabled ? setTarget : null}>
      <ProductImageSlotProvider slot={enabled ? ImageAdminSlot : null}>{children}</ProductImageSlotProvider>
      {enabled && (
        <ImageModal
          mediaId={target?.mediaId ?? null}
          productName={target?.productName}
          onHide={() => setTarget(null)}
        />
      )}
    </OpenImageContext.Provider>
  );
}
