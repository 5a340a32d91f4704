import { PlannedPage } from '@/components/planned-page';

/** showcase — its content comes in a later issue (docs/rules.md#routes). */
export const ShowcaseRoute = () => <PlannedPage page="showcase" />;
