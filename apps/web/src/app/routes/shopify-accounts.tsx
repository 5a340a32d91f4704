import { PlannedPage } from '@/components/planned-page';

/** shopify-accounts — its content comes in a later issue (docs/rules.md#routes). */
export const ShopifyAccountsRoute = () => <PlannedPage page="shopifyAccounts" under="profile" />;
