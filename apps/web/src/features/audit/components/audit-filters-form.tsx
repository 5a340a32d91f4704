import { AUDIT_ENTITIES, type AuditAuthor, type AuditEntity } from '@kits/contract';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { DateRangeCols } from '@/components/date-range-cols';
import { LabelledCol } from '@/components/labelled-col';
import { type AuditFilters, hasAuditFilters } from '../utils/audit-filters';

type Props = {
  filters: AuditFilters;
  /** The staff members who wrote audit rows (GET /services/audit/staff). */
  staff: AuditAuthor[];
  onApply: (change: Partial<AuditFilters>) => void;
  onReset: () => void;
};

/**
 * The audit page's filters (docs/rules.md#audit): staff member, entity and a date range; each
 * applies at once (the page keeps them in the URL).
 */
export function AuditFiltersForm({ filters, staff, onApply, onReset }: Props) {
  const { t } = useTranslation('audit');
  return (
    <Form role="search" aria-label={t('filters.label')} onSubmit={(e) => e.preventDefault()}>
      <Row className="g-2 align-items-end">
        <LabelledCol xs={12} md={4} lg={3} id="audit-user" label={t('filters.user')}>
          <Form.Select
            size="sm"
            value={filters.userId ?? ''}
            onChange={(e) => onApply({ userId: e.target.value ? Number(e.target.value) : null })}
          >
            <option value="">{t('filters.anyUser')}</option>
            {staff.map((u) => (
              <option key={u.id} value={u.id}>
                {u.fullname ? `${u.username} — ${u.fullname}` : u.username}
              </option>
            ))}
          </Form.Select>
        </LabelledCol>
        <LabelledCol xs={12} md={3} lg={3} id="audit-entity" label={t('filters.entity')}>
          <Form.Select
            size="sm"
            value={filters.entity ?? ''}
            onChange={(e) => onApply({ entity: (e.target.value || null) as AuditEntity | null })}
          >
            <option value="">{t('filters.anyEntity')}</option>
            {AUDIT_ENTITIES.map((entity) => (
              <option key={entity} value={entity}>
                {t(`entities.${entity}`)}
              </option>
            ))}
          </Form.Select>
        </LabelledCol>
        <DateRangeCols
          idPrefix="audit"
          from={{ value: filters.from, label: t('filters.from') }}
          to={{ value: filters.to, label: t('filters.to') }}
          onChange={onApply}
          col={{ xs: 6, md: 2 }}
        />
        {hasAuditFilters(filters) && (
          <Col xs={12} md="auto">
            <Button variant="outline-secondary" size="sm" onClick={onReset}>
              {t('filters.reset')}
            </Button>
          </Col>
        )}
      </Row>
    </Form>
  );
}
