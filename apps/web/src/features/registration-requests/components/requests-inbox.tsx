import { useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { ListPageLinks } from '@/components/page-links';
import { QueryState } from '@/components/query-state';
import { pageRange } from '@/lib/format';
import { usePageInRange } from '@/lib/use-page-in-range';
import { useRegistrationRequests } from '../api/get-registration-requests';
import { useRequestsFilters } from '../hooks/use-requests-filters';
import { hasNarrowingFilters, toRequestsQuery } from '../utils/requests-filters';
import { RequestsFiltersForm } from './requests-filters-form';
import { RequestsTable } from './requests-table';

/**
 * The requests inbox (docs/rules.md#request-status): registration requests and request-prices
 * leads, newest first, 25 a page, with the filters (status, kind, version, days) and the search
 * (name, e-mail, phone) in the URL. Each row links to the request's page.
 */
export function RequestsInbox() {
  const { t } = useTranslation('registration-requests');
  const { filters, setFilters, resetFilters, searchForPage } = useRequestsFilters();
  const query = useMemo(() => toRequestsQuery(filters), [filters]);
  const requests = useRegistrationRequests(query);
  const meta = requests.data?.meta;
  const filtered = hasNarrowingFilters(filters);

  usePageInRange({
    meta,
    rows: requests.data?.data.length ?? 0,
    page: filters.page,
    goTo: (page) => setFilters({ page }, { replace: true }),
  });

  return (
    <>
      <p className="text-body-secondary" style={{ maxWidth: 760 }}>
        {t('intro')}
      </p>
      <div className="border rounded p-2 p-md-3 mb-3 bg-body-tertiary">
        <RequestsFiltersForm
          filters={filters}
          busy={requests.isFetching}
          onApply={setFilters}
          onReset={resetFilters}
        />
      </div>
      <p className="small text-body-secondary mb-2" role="status">
        {meta && meta.total > 0 && t('list.range', pageRange(meta))}
      </p>
      <QueryState
        query={requests}
        errorTitle={t('list.failed')}
        isEmpty={(answer) => answer.data.length === 0}
        empty={
          <EmptyState
            title={filtered ? t('list.filteredTitle') : t('list.emptyTitle')}
            text={filtered ? t('list.filtered') : t('list.empty')}
          >
            {filtered && (
              <Button variant="outline-primary" size="sm" onClick={resetFilters}>
                {t('filters.reset')}
              </Button>
            )}
          </EmptyState>
        }
      >
        {(answer) => (
          <div className="border rounded">
            <RequestsTable requests={answer.data} busy={requests.isPlaceholderData} />
          </div>
        )}
      </QueryState>
      <ListPageLinks label={t('list.pages')} meta={meta} searchFor={searchForPage} />
    </>
  );
}
