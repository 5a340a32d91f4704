import { MediaPage } from '@/features/media/components/media-page';

/** /services/media (manager): product pictures — upload, main picture, delete (docs/rules.md#routes). */
export function MediaRoute() {
  return <MediaPage />;
}
