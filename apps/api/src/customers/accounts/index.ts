/**
 * The accounts module as other modules and flows see it (docs/rules.md#counterparty users,
 * docs/rules.md#password-link): create an account inside the caller's transaction, issue its
 * set-password link.
 */
export { createAccount, getAccount } from './accounts.service';
export {
  FORGOT_ACCOUNT_RULE,
  FORGOT_ADDRESS_RULE,
  forgotPasswordJobHandler,
  PASSWORD_FORGOT,
  requestPasswordReset,
} from './forgot-password.service';
export { prunePasswordLinks } from './passwords.repository';
export { issuePasswordLink } from './passwords.service';
