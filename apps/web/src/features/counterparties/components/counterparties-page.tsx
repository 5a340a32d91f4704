import { type ReactNode, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { SearchBox } from '@/components/search-box';
import { SearchResults } from '@/components/search-results';
import { paths } from '@/config/paths';
import { num } from '@/lib/format';
import { useCounterparties } from '../api/get-counterparties';
import { useCounterpartiesSearch } from '../hooks/use-counterparties-search';
import { CounterpartiesTable } from './counterparties-table';
import { CounterpartyForm } from './counterparty-form';

/**
 * /services/counterparty/list (manager; docs/rules.md#counterparty): every counterparty by legal name,
 * searched by name, INN, VAT id, contacts and its users' logins and e-mails, filtered by status and
 * version (all kept in the URL); a row opens the card. "New counterparty" opens the create form in
 * a dialog, and a created one opens its card. `tabs`: the service's nav (requests | counterparties)
 * under the heading, composed by the route.
 */
export function CounterpartiesPage({ tabs }: { tabs?: ReactNode }) {
  const { t } = useTranslation('counterparties');
  const navigate = useNavigate();
  const search = useCounterpartiesSearch();
  const { q, status, version, page } = search;
  const found = useCounterparties({ q, status, version, page });
  const [creating, setCreating] = useState(false);
  const open = (id: number) => navigate(paths.counterpartyCard.getHref(id));
  const filtered = !!(status || version);

  return (
    <>
      <PageHeader
        title={t('list.title')}
        under="services"
        parents={[{ label: t('layout:pages.counterparty.title'), href: paths.counterparty.getHref() }]}
      >
        <Button onClick={() => setCreating(true)}>{t('list.new')}</Button>
      </PageHeader>
      {tabs}
      <p className="text-body-secondary">{t('list.intro')}</p>
      <Form
        role="search"
        aria-label={t('list.search')}
        onSubmit={(e) => e.preventDefault()}
        className="d-flex flex-wrap gap-2 mb-3"
      >
        <SearchBox
          value={q}
          onSearch={search.setQ}
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          busy={found.isFetching}
          style={{ flex: '1 1 18rem', maxWidth: '34rem' }}
        />
        <Form.Select
          value={status ?? ''}
          onChange={(e) =>
            search.setStatus(
              e.target.value === 'active' || e.target.value === 'blocked' ? e.target.value : null,
            )
          }
          aria-label={t('list.status')}
          style={{ width: 'auto' }}
        >
          <option value="">{t('list.allStatuses')}</option>
          <option value="active">{t('status.active')}</option>
          <option value="blocked">{t('status.blocked')}</option>
        </Form.Select>
        <Form.Select
          value={version ?? ''}
          onChange={(e) =>
            search.setVersion(e.target.value === 'ru' || e.target.value === 'en' ? e.target.value : null)
          }
          aria-label={t('list.version')}
          style={{ width: 'auto' }}
        >
          <option value="">{t('list.allVersions')}</option>
          <option value="ru">{t('version.ru')}</option>
          <option value="en">{t('version.en')}</option>
        </Form.Select>
      </Form>
      <SearchResults
        query={found}
        errorTitle={t('list.failed')}
        emptyText={q ? t('list.nothing', { q }) : filtered ? t('list.nothingFiltered') : t('list.empty')}
        foundText={(total) => t('list.found', { count: total, formatted: num(total) })}
        pagesLabel={t('list.pages')}
        searchForPage={search.searchForPage}
      >
        {(rows) => <CounterpartiesTable counterparties={rows} onOpen={open} />}
      </SearchResults>
      <Modal
        show={creating}
        onHide={() => setCreating(false)}
        size="xl"
        scrollable
        aria-labelledby="new-counterparty-title"
      >
        <Modal.Header closeButton closeLabel={t('form.close')}>
          <Modal.Title id="new-counterparty-title" className="h5">
            {t('form.newTitle')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <CounterpartyForm saved={null} onSaved={(c) => open(c.id)} onCancel={() => setCreating(false)} />
        </Modal.Body>
      </Modal>
    </>
  );
}
