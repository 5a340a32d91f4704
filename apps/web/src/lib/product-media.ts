import type { Product } from '@kits/contract';

type Media = Product['media'][number];

/** Main image first, then the gallery in server order (the catalogue's gallery, the media service). */
export const orderedMedia = (media: Media[]): Media[] => [
  ...media.filter((m) => m.collection_name === 'main'),
  ...media.filter((m) => m.collection_name !== 'main'),
];

/** The picture a product is shown with: its main image, else the first of the gallery; none without pictures. */
export const mainMedia = (media: Media[]): Media | undefined => orderedMedia(media)[0];
