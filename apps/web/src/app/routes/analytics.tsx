import { PlannedPage } from '@/components/planned-page';

/** analytics — its content comes in a later issue (docs/rules.md#routes). */
export const AnalyticsRoute = () => <PlannedPage page="analytics" under="services" />;
