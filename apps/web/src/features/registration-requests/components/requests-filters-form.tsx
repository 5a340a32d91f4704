import { REQUEST_KINDS, REQUEST_STATUSES } from '@kits/contract';
import { useCallback } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { DateRangeCols } from '@/components/date-range-cols';
import { LabelledCol } from '@/components/labelled-col';
import { SearchBox, type SearchOptions } from '@/components/search-box';
import { hasNarrowingFilters, type RequestsFilters } from '../utils/requests-filters';

type Props = {
  filters: RequestsFilters;
  busy: boolean;
  onApply: (change: Partial<RequestsFilters>, options?: { replace?: boolean }) => void;
  onReset: () => void;
};

/**
 * The inbox's filter bar: a debounced search (name, e-mail, phone), status, kind, version and the
 * days of arrival. Every change applies at once and lands in the URL.
 */
export function RequestsFiltersForm({ filters, busy, onApply, onReset }: Props) {
  const { t } = useTranslation('registration-requests');
  const search = useCallback(
    (text: string, { replace }: SearchOptions) => onApply({ q: text.trim() }, { replace }),
    [onApply],
  );
  return (
    <Form role="search" aria-label={t('filters.label')} onSubmit={(e) => e.preventDefault()}>
      <Row className="g-2 align-items-end">
        <Col xs={12} lg={5}>
          <span className="form-label small mb-1 d-block" aria-hidden="true">
            {t('filters.search')}
          </span>
          <SearchBox
            value={filters.q}
            onSearch={search}
            label={t('filters.search')}
            placeholder={t('filters.searchPlaceholder')}
            busy={busy}
            size="sm"
          />
        </Col>
        <LabelledCol xs={6} md={4} lg={2} id="requests-status" label={t('filters.status')}>
          <Form.Select
            size="sm"
            value={filters.status ?? ''}
            onChange={(e) => onApply({ status: REQUEST_STATUSES.find((s) => s === e.target.value) ?? null })}
          >
            <option value="">{t('filters.allStatuses')}</option>
            {REQUEST_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </Form.Select>
        </LabelledCol>
        <LabelledCol xs={6} md={4} lg={2} id="requests-kind" label={t('filters.kind')}>
          <Form.Select
            size="sm"
            value={filters.kind ?? ''}
            onChange={(e) => onApply({ kind: REQUEST_KINDS.find((k) => k === e.target.value) ?? null })}
          >
            <option value="">{t('filters.allKinds')}</option>
            {REQUEST_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kind.${k}`)}
              </option>
            ))}
          </Form.Select>
        </LabelledCol>
        <LabelledCol xs={6} md={4} lg={3} id="requests-version" label={t('filters.version')}>
          <Form.Select
            size="sm"
            value={filters.version ?? ''}
            onChange={(e) =>
              onApply({ version: e.target.value === 'ru' || e.target.value === 'en' ? e.target.value : null })
            }
          >
            <option value="">{t('filters.allVersions')}</option>
            <option value="ru">{t('version.ru')}</option>
            <option value="en">{t('version.en')}</option>
          </Form.Select>
        </LabelledCol>
        <DateRangeCols
          idPrefix="requests"
          from={{ value: filters.from, label: t('filters.from') }}
          to={{ value: filters.to, label: t('filters.to') }}
          onChange={onApply}
          col={{ xs: 6, md: 4, lg: 2 }}
        />
        {hasNarrowingFilters(filters) && (
          <Col xs={12} md="auto">
            <Button variant="link" size="sm" className="px-0" onClick={onReset}>
              {t('filters.reset')}
            </Button>
          </Col>
        )}
      </Row>
    </Form>
  );
}
