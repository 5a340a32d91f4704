import { PlannedPage } from '@/components/planned-page';

/** reports — its content comes in a later issue (docs/rules.md#routes). */
export const ReportsRoute = () => <PlannedPage page="reports" under="services" />;
