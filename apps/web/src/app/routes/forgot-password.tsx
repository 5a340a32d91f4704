import { lazyRoute } from './lazy-route';

/** /forgot-password (guest): ask for a set-password link by e-mail (docs/rules.md#forgot-password). */
export const ForgotPasswordRoute = lazyRoute(
  async () => (await import('@/features/accounts/components/forgot-password-page')).ForgotPasswordPage,
  ['accounts'],
);
