/**
 * The requests inbox as other modules and flows see it (docs/rules.md#request-status): the
 * approve flow locks a request, then closes it as approved.
 */
export { getRegistrationRequest, lockRequestFor, markRequestApproved } from './registration-requests.service';
