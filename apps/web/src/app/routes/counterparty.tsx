import { PlannedPage } from '@/components/planned-page';

/** counterparty — its content comes in a later issue (docs/rules.md#routes). */
export const CounterpartyRoute = () => <PlannedPage page="counterparty" under="services" />;
