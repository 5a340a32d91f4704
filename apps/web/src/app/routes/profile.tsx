import { lazyRoute } from './lazy-route';

/**
 * /profile (docs/rules.md#routes): personal data with contacts, delivery data, and the own
 * password change (docs/rules.md#password-change) beside them.
 */
export const ProfileRoute = lazyRoute(async () => {
  const [{ ProfilePage }, { ChangePasswordCard }] = await Promise.all([
    import('@/features/profile/components/profile-page'),
    import('@/features/accounts/components/change-password-card'),
  ]);
  return function ProfileWithPassword() {
    return <ProfilePage aside={<ChangePasswordCard />} />;
  };
}, ['accounts', 'delivery', 'profile']);
