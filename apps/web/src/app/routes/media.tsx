import { MediaPage } from '@/features/media/components/media-page';

/** /services/media (manager): product pictures — upload, main picture, delete (spec §2 Routes). */
export function MediaRoute() {
  return <MediaPage />;
}
