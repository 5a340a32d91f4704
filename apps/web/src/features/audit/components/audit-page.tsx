import type { AuditEntry } from '@kits/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuditTable } from '@/components/audit-table';
import { AuditChangeList, useAuditActionLabel } from '@/components/entity-history';
import { PageHeader } from '@/components/page-header';
import { ListPageLinks } from '@/components/page-links';
import { pageRange } from '@/lib/format';
import { usePageInRange } from '@/lib/use-page-in-range';
import { useAudit } from '../api/get-audit';
import { useAuditStaff } from '../api/get-audit-staff';
import { useAuditFilters } from '../hooks/use-audit-filters';
import { toAuditQuery } from '../utils/audit-filters';
import { entityHref } from '../utils/entity-href';
import { AuditFiltersForm } from './audit-filters-form';

/**
 * /services/audit (admin, docs/rules.md#audit): the whole audit log, newest first, 50 a page —
 * when, who, which entity (linked to its card where there is one), what was done and each change
 * as `field: before → after` — filtered by staff member, entity and days. Filters and page live
 * in the URL.
 */
export function AuditPage() {
  const { t } = useTranslation('audit');
  const { filters, setFilters, resetFilters, searchForPage } = useAuditFilters();
  const query = useMemo(() => toAuditQuery(filters), [filters]);
  const audit = useAudit(query);
  const staff = useAuditStaff();
  const actionLabel = useAuditActionLabel();
  const meta = audit.data?.meta;

  usePageInRange({
    meta,
    rows: audit.data?.data.length ?? 0,
    page: filters.page,
    goTo: (page) => setFilters({ page }, { replace: true }),
  });

  return (
    <>
      <PageHeader title={t('layout:pages.audit.title')} under="services" />
      <div className="border rounded p-2 p-md-3 mb-3 bg-body-tertiary">
        <AuditFiltersForm
          filters={filters}
          staff={staff.data ?? []}
          onApply={(change) => setFilters(change)}
          onReset={resetFilters}
        />
      </div>
      <AuditTable
        texts={{
          title: meta && meta.total > 0 ? t('range', pageRange(meta)) : t('title'),
          empty: t('empty'),
        }}
        query={{ ...audit, data: audit.data?.data }}
        tableClassName="mb-0 align-top"
        columns={[{ label: t('table.entity') }, { label: t('table.action') }, { label: t('table.changes') }]}
        rows={(entry) => [
          {
            key: String(entry.id),
            cells: (
              <>
                <td className="small">
                  <EntityCell entry={entry} />
                </td>
                <td className="small text-nowrap">{actionLabel(entry.action)}</td>
                <td className="small">
                  <AuditChangeList changes={entry.changes} />
                </td>
              </>
            ),
          },
        ]}
      />
      <ListPageLinks label={t('pagination')} meta={meta} searchFor={searchForPage} />
    </>
  );
}

/** The entity's kind, and its name (or id) linked to its card where it has one. */
function EntityCell({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('audit');
  const href = entityHref(entry);
  const name = entry.entity_label ?? `#${entry.entity_id}`;
  return (
    <>
      <div className="text-body-secondary">
        {t(`entities.${entry.entity}`, { defaultValue: entry.entity })}
      </div>
      {href ? <Link to={href}>{name}</Link> : <span>{name}</span>}
    </>
  );
}
