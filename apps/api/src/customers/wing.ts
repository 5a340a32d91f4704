import type { JobHandler } from '../jobs';
import type { Wing } from '../lib/wing';
import { forgotPasswordJobHandler, prunePasswordLinks } from './accounts';
import { accountsRoutes } from './accounts/accounts.routes';
import { pruneRevokedTokens } from './auth/auth.repository';
import { authRoutes } from './auth/auth.routes';
import { counterpartiesRoutes } from './counterparties/counterparties.routes';
import { approveRequestRoutes } from './flows/approve-request.routes';
import { integrationKeysRoutes } from './integration-keys/integration-keys.routes';
import { profileRoutes } from './profile/profile.routes';
import { registrationRequestsRoutes } from './registration-requests/registration-requests.routes';
import { updatesLogRoutes } from './updates-log/updates-log.routes';

/**
 * Customers: counterparties, their accounts, registration requests and onboarding, profile, sign-in,
 * the updates log, and the integration keys other systems sign in with.
 */
export const customersWing: Wing = {
  routes: [
    authRoutes,
    registrationRequestsRoutes,
    approveRequestRoutes,
    accountsRoutes,
    counterpartiesRoutes,
  ],
  signedInRoutes: [updatesLogRoutes, profileRoutes, integrationKeysRoutes],
  retention: [
    { name: 'password_links', prune: ({ db }) => prunePasswordLinks(db) },
    { name: 'revoked_tokens', prune: ({ db }) => pruneRevokedTokens(db) },
  ],
  jobHandlers: [forgotPasswordJobHandler as JobHandler],
};
