import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '@/components/search-box';
import { SearchResults } from '@/components/search-results';
import { num } from '@/lib/format';
import { useCapacityOutlets } from '../api/get-capacity-outlets';
import { useOutletsSearch } from '../hooks/use-outlets-search';
import { OutletsTable } from './outlets-table';

/**
 * The outlets list of the stores-capacity page (GET /services/outlets?q=&version=&page=, 25 a
 * page): a debounced search box (name, city or number), the version filter, the table and its
 * pagination. The search lives in the URL (`useOutletsSearch`).
 */
export function OutletSearch() {
  const { t } = useTranslation('stores-capacity');
  const { q, version, page, outletId, setQ, setVersion, select, searchForPage } = useOutletsSearch();
  const outlets = useCapacityOutlets({ q, version, page });
  return (
    <section aria-labelledby="outlets-title">
      <h2 id="outlets-title" className="h5 mb-3">
        {t('search.title')}
      </h2>
      <Form
        role="search"
        aria-label={t('search.label')}
        onSubmit={(e) => e.preventDefault()}
        className="d-flex flex-wrap gap-2 mb-3"
      >
        <SearchBox
          value={q}
          onSearch={setQ}
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          busy={outlets.isFetching}
          style={{ flex: '1 1 16rem', maxWidth: '32rem' }}
        />
        <Form.Select
          value={version ?? ''}
          onChange={(e) =>
            setVersion(e.target.value === 'ru' || e.target.value === 'en' ? e.target.value : null)
          }
          aria-label={t('search.version')}
          style={{ width: 'auto' }}
        >
          <option value="">{t('search.allVersions')}</option>
          <option value="ru">{t('version.ru')}</option>
          <option value="en">{t('version.en')}</option>
        </Form.Select>
      </Form>
      <SearchResults
        query={outlets}
        errorTitle={t('search.failed')}
        emptyText={q ? t('search.nothing', { q }) : t('search.empty')}
        foundText={(total) => t('search.found', { count: total, formatted: num(total) })}
        pagesLabel={t('search.pages')}
        searchForPage={searchForPage}
      >
        {(rows) => <OutletsTable outlets={rows} selectedId={outletId} onSelect={select} />}
      </SearchResults>
    </section>
  );
}
