import type { MediaRecord } from '@kits/contract';
import { mediaUrl } from '../catalog';
import type { MediaRow } from './media.repository';

/** Media record of docs/rules.md#media-record from a row: URLs under the static /media/ route, as the catalogue's. */
export function toMediaRecord(row: MediaRow): MediaRecord {
  return {
    id: row.id,
    product_id: row.product_id,
    name: row.name,
    file_name: row.file_name,
    url: mediaUrl(row.file_name),
    url_small: mediaUrl(row.thumb_file_name),
    collection_name: row.collection_name === 'main' ? 'main' : 'gallery',
    position: row.position,
  };
}
