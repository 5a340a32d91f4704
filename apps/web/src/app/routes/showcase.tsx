import { ShowcasePage } from '@/features/catalog/components/showcase-page';

/**
 * /showcase (docs/rules.md#showcase, docs/rules.md#routes): the products marked provided_at_showcase
 * as a grid of large pictures; the basket buttons come through the app's product columns
 * (app/product-columns), as in the catalogue table.
 */
export const ShowcaseRoute = () => <ShowcasePage />;
