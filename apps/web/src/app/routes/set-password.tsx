import { lazyRoute } from './lazy-route';

/** /set-password?token=… (guest): set a password with a one-time link (docs/rules.md#password-link). */
export const SetPasswordRoute = lazyRoute(
  async () => (await import('@/features/accounts/components/set-password-page')).SetPasswordPage,
  ['accounts'],
);
