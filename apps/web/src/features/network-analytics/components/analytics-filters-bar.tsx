import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { useCategories } from '@/api/get-categories';
import { LabelledCol } from '@/components/labelled-col';
import { PeriodFilterCols } from '@/components/period-filter-cols';
import { type AnalyticsFilters, DEFAULT_ANALYTICS_FILTERS } from '../utils/analytics-filters';

/**
 * The analytics filter bar (docs/rules.md#network-analytics): period (docs/rules.md#sales-period: report
 * period, month, quarter, year, custom dates), version, top-level category and outlet. `outlets` are the outlet
 * options (the outlets view of the same scope); `onChange` gets the changed filters.
 */
export function AnalyticsFiltersBar({
  filters,
  outlets,
  showOutlet = true,
  onChange,
}: {
  filters: AnalyticsFilters;
  outlets: readonly { store_id: number; name: string }[];
  showOutlet?: boolean;
  onChange: (change: Partial<AnalyticsFilters>) => void;
}) {
  const { t } = useTranslation('network-analytics');
  const categories = useCategories();
  const col = { xs: 12, sm: 6, lg: 2 };
  return (
    <Form
      aria-label={t('filters.label')}
      className="border rounded p-2 p-md-3 mb-3 bg-body-tertiary"
      onSubmit={(e) => e.preventDefault()}
    >
      <Row className="g-2 align-items-end">
        <PeriodFilterCols idPrefix="analytics" filters={filters} onChange={onChange} col={col} withDays />
        <LabelledCol {...col} id="analytics-version" label={t('filters.version')}>
          <Form.Select
            size="sm"
            value={filters.version ?? ''}
            onChange={(e) =>
              onChange({ version: (e.target.value || null) as AnalyticsFilters['version'], store: null })
            }
          >
            <option value="">{t('filters.versions.current')}</option>
            <option value="ru">{t('filters.versions.ru')}</option>
            <option value="en">{t('filters.versions.en')}</option>
          </Form.Select>
        </LabelledCol>
        <LabelledCol {...col} id="analytics-category" label={t('filters.category')}>
          <Form.Select
            size="sm"
            value={filters.category ?? ''}
            onChange={(e) => onChange({ category: e.target.value ? Number(e.target.value) : null })}
          >
            <option value="">{t('filters.allCategories')}</option>
            {(categories.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.displayed_name}
              </option>
            ))}
          </Form.Select>
        </LabelledCol>
        {showOutlet && (
          <LabelledCol {...col} id="analytics-outlet" label={t('filters.outlet')}>
            <Form.Select
              size="sm"
              value={filters.store ?? ''}
              onChange={(e) => onChange({ store: e.target.value ? Number(e.target.value) : null })}
            >
              <option value="">{t('filters.allOutlets')}</option>
              {[...outlets]
                .sort((a, b) => a.name.localeCompare(b.name))
                .map((o) => (
                  <option key={o.store_id} value={o.store_id}>
                    {o.name}
                  </option>
                ))}
            </Form.Select>
          </LabelledCol>
        )}
        <div className="col-auto">
          <Button size="sm" variant="outline-dark" onClick={() => onChange(DEFAULT_ANALYTICS_FILTERS)}>
            {t('filters.reset')}
          </Button>
        </div>
      </Row>
      {filters.period === 'custom' && (!filters.from || !filters.to) && (
        <Form.Text className="small">{t('filters.customHint')}</Form.Text>
      )}
    </Form>
  );
}
