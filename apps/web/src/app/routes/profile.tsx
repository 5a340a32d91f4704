import { lazy, Suspense } from 'react';
import { PageSpinner } from '@/components/page-spinner';

const ProfilePage = lazy(async () => ({
  default: (await import('@/features/profile/components/profile-page')).ProfilePage,
}));

/** /profile (docs/rules.md#routes): personal data with contacts, delivery data. */
export function ProfileRoute() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <ProfilePage />
    </Suspense>
  );
}
