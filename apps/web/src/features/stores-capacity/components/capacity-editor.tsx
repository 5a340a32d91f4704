import { useTranslation } from 'react-i18next';
import { LoadError, LoadingStatus } from '@/components/query-state';
import { useOutletCapacities } from '../api/get-outlet-capacities';
import { usePutOutletCapacities } from '../api/put-outlet-capacities';
import { ShelvesForm } from './shelves-form';

/**
 * The shelves editor of one outlet (GET/PUT /services/outlets/{id}/capacities, docs/rules.md#occupancy-entry): loading, a failed load (404 for an unknown outlet), then the form.
 */
export function CapacityEditor({ outletId, onClose }: { outletId: number; onClose: () => void }) {
  const { t } = useTranslation('stores-capacity');
  const capacities = useOutletCapacities(outletId);
  // Here, not in the form: the form remounts with the saved shelves, the mutation must outlive it.
  const save = usePutOutletCapacities();
  if (capacities.isPending) return <LoadingStatus className="text-body-secondary" />;
  if (capacities.isError)
    return (
      <LoadError
        title={t('editor.loadFailed')}
        error={capacities.error}
        onRetry={capacities.refetch}
        onDismiss={onClose}
      />
    );
  return (
    <ShelvesForm
      // A new answer (the saved list, a refetch) starts the form again from it.
      key={capacities.dataUpdatedAt}
      outlet={capacities.data.outlet}
      shelves={capacities.data.shelves}
      save={save}
      onClose={onClose}
    />
  );
}
