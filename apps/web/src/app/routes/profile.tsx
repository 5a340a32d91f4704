import { lazyRoute } from './lazy-route';

/** /profile (docs/rules.md#routes): personal data with contacts, delivery data. */
export const ProfileRoute = lazyRoute(
  async () => (await import('@/features/profile/components/profile-page')).ProfilePage,
);
