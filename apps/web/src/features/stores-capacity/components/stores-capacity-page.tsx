import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useScrollIntoView } from '@/hooks/use-scroll-into-view';
import { useOutletsSearch } from '../hooks/use-outlets-search';
import { CapacityAudit } from './capacity-audit';
import { CapacityEditor } from './capacity-editor';
import { OutletSearch } from './outlet-search';
import './stores-capacity.css';

/**
 * /services/stores-capacity (manager, docs/rules.md#routes): the retail outlets with their shelves summed
 * and their occupancy (docs/rules.md#spec-9), and the chosen outlet's shelves (docs/rules.md#occupancy-entry) to edit
 * in a card below the list, with their change history. The search and the open outlet are in the URL.
 */
export function StoresCapacityPage() {
  const { t } = useTranslation('stores-capacity');
  const { outletId, select } = useOutletsSearch();
  const editor = useScrollIntoView(outletId);
  return (
    <>
      <PageHeader title={t('layout:pages.storesCapacity.title')} under="services" />
      <p className="text-body-secondary" style={{ maxWidth: 760 }}>
        {t('layout:pages.storesCapacity.purpose')} {t('intro')}
      </p>
      <div className="d-grid gap-4">
        <OutletSearch />
        {outletId !== null && (
          <div ref={editor} className="capacity-editor-scroll">
            <CapacityEditor key={outletId} outletId={outletId} onClose={() => select(null)} />
            <CapacityAudit outletId={outletId} />
          </div>
        )}
      </div>
    </>
  );
}
