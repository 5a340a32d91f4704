import type { OutletCapacities } from '@kits/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, LoadingStatus } from '@/components/query-state';
import { StaleRecordAlert } from '@/components/stale-record-alert';
import { queryKeys } from '@/lib/query-keys';
import { useOutletCapacities } from '../api/get-outlet-capacities';
import { usePutOutletCapacities } from '../api/put-outlet-capacities';
import { ShelvesForm } from './shelves-form';

/**
 * The shelves editor of one outlet (GET/PUT /services/outlets/{id}/capacities, docs/rules.md#occupancy-entry): loading, a failed load (404 for an unknown outlet), then the form.
 * A save refused because someone else saved the shelves meanwhile (412, docs/rules.md#record-versions)
 * starts the form again from their shelves under "someone changed this — review".
 */
export function CapacityEditor({ outletId, onClose }: { outletId: number; onClose: () => void }) {
  const { t } = useTranslation('stores-capacity');
  const capacities = useOutletCapacities(outletId);
  // Here, not in the form: the form remounts with the saved shelves, the mutation must outlive it.
  const save = usePutOutletCapacities();
  const client = useQueryClient();
  const [stale, setStale] = useState(false);
  const review = (current: OutletCapacities) => {
    setStale(true);
    save.reset();
    client.setQueryData(queryKeys.storesCapacity.capacities(outletId), { data: current });
  };
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
    <>
      {stale && <StaleRecordAlert changes={[]} kept={false} />}
      <ShelvesForm
        // A new answer (the saved list, a refetch) starts the form again from it.
        key={capacities.dataUpdatedAt}
        outlet={capacities.data.outlet}
        shelves={capacities.data.shelves}
        etag={capacities.data.etag}
        save={save}
        onSaved={() => setStale(false)}
        onStale={review}
        onClose={onClose}
      />
    </>
  );
}
