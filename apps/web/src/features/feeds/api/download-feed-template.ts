import type { FeedKind } from '@kits/contract';
import { downloadFile } from '@/lib/api-client';

/** GET /services/feeds/{kind}/template?format= (manager): the kind's empty template, headers in the page's language. */
export const downloadFeedTemplate = (kind: FeedKind, format: 'csv' | 'xlsx') =>
  downloadFile(`services/feeds/${kind}/template`, `feed-${kind}.${format}`, { query: { format } });
