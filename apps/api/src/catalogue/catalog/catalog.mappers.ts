import type { Category, Product } from '@kits/contract';
import type { CategoryRow } from '../../db/schema';
import { moyskladFolderHref } from '../../lib/moysklad-links';

/**
 * The category tree of docs/rules.md#category: roots first, `children` nested, each level in the rows' order
 * (position, then name). `displayed_name` is the name in `lang`. A row whose parent is missing
 * becomes a root, so no category is ever lost.
 */
export function toCategoryTree(rows: CategoryRow[], lang: 'ru' | 'en'): Category[] {
  const nodes = new Map<number, Category>();
  for (const row of rows) {
    const href = moyskladFolderHref(row);
    nodes.set(row.id, {
      id: row.id,
      slug: row.slug,
      displayed_name: lang === 'en' ? row.name_en : row.name_ru,
      moysklad_name: row.moysklad_name,
      ...(href ? { moysklad_href: href } : {}),
      children: [],
    });
  }
  const roots: Category[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parent_id === null || row.parent_id === row.id ? undefined : nodes.get(row.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** Public URL of a media file; each path segment encoded on its own (`p/30/main.jpg` keeps its slashes). */
export const mediaUrl = (fileName: string) =>
  `/media/${fileName.split('/').map(encodeURIComponent).join('/')}`;

/** A product's picture as Product.media (and the services' product) shows it: kind and URLs. */
export const toProductMedia = (m: {
  id: number;
  collection_name: string;
  file_name: string;
  thumb_file_name: string;
}): Product['media'][number] => ({
  id: m.id,
  collection_name: m.collection_name === 'main' ? 'main' : 'gallery',
  url: mediaUrl(m.file_name),
  url_small: mediaUrl(m.thumb_file_name),
});
