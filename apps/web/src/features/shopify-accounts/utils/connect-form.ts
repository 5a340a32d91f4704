import { normaliseShopDomain, SHOPIFY_DOMAIN_PATTERN } from '@kits/contract';

/** The connect form as typed: the shop's domain (or a pasted URL) and the access token. */
export type ConnectForm = { shop_domain: string; access_token: string };

/**
 * What the page can check before sending (the server checks again, and asks Shopify): the
 * domain, normalised (docs/rules.md#shopify-account), must be `name.myshopify.com`; the token
 * must not be empty. Field → the text key of its problem; `withDomain` false checks the token only.
 */
export function connectFormProblems(form: ConnectForm, withDomain = true): Record<string, string> {
  const problems: Record<string, string> = {};
  if (withDomain && !SHOPIFY_DOMAIN_PATTERN.test(normaliseShopDomain(form.shop_domain)))
    problems.shop_domain = 'connect.domainInvalid';
  if (!form.access_token.trim()) problems.access_token = 'connect.tokenRequired';
  return problems;
}
