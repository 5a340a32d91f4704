import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { PageLinks } from '@/components/page-links';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { num } from '@/lib/format';
import { useCapacityOutlets } from '../api/get-capacity-outlets';
import { useOutletsSearch } from '../hooks/use-outlets-search';
import { OutletsTable } from './outlets-table';

/** As long as the product service's search waits after the last key. */
const SEARCH_DEBOUNCE_MS = 350;

/**
 * The outlets list of the stores-capacity page (GET /services/outlets?q=&version=&page=, 25 a
 * page): a debounced search box (name, city or number), the version filter, the table and its
 * pagination. The search lives in the URL (`useOutletsSearch`).
 */
export function OutletSearch() {
  const { t } = useTranslation('stores-capacity');
  const { q, version, page, outletId, setQ, setVersion, select, searchForPage } = useOutletsSearch();
  const [text, setText] = useState(q);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const applied = useRef(q);
  const outlets = useCapacityOutlets({ q, version, page });

  useEffect(() => {
    if (debounced.trim() === applied.current) return;
    applied.current = debounced.trim();
    setQ(debounced);
  }, [debounced, setQ]);
  // The URL changed from outside (back button, a link): show its text in the box.
  useEffect(() => {
    if (q === applied.current) return;
    applied.current = q;
    setText(q);
  }, [q]);

  const meta = outlets.data?.meta;
  return (
    <section aria-labelledby="outlets-title">
      <h2 id="outlets-title" className="h5 mb-3">
        {t('search.title')}
      </h2>
      <Form role="search" onSubmit={(e) => e.preventDefault()} className="d-flex flex-wrap gap-2 mb-3">
        <InputGroup style={{ flex: '1 1 16rem', maxWidth: '32rem' }}>
          <Form.Control
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('search.placeholder')}
            aria-label={t('search.label')}
            maxLength={200}
          />
          {outlets.isFetching && (
            <InputGroup.Text>
              <Spinner size="sm" role="status" aria-label={t('loading')} />
            </InputGroup.Text>
          )}
        </InputGroup>
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
      {outlets.isError ? (
        <Alert variant="danger">
          {t('search.failed')}: {outlets.error.message}
        </Alert>
      ) : outlets.isPending ? (
        <div className="text-body-secondary">
          <Spinner size="sm" className="me-2" />
          {t('loading')}
        </div>
      ) : outlets.data.data.length === 0 ? (
        <p className="text-body-secondary">{q ? t('search.nothing', { q }) : t('search.empty')}</p>
      ) : (
        <>
          <p className="small text-body-secondary mb-2">
            {t('search.found', { count: meta?.total ?? 0, formatted: num(meta?.total ?? 0) })}
          </p>
          <OutletsTable outlets={outlets.data.data} selectedId={outletId} onSelect={select} />
          {meta && (
            <div className="mt-2">
              <PageLinks
                label={t('search.pages')}
                page={meta.page}
                lastPage={meta.last_page}
                searchFor={searchForPage}
              />
            </div>
          )}
        </>
      )}
    </section>
  );
}
