import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { LoadError, LoadingStatus } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useShoppingLists } from '../api/get-shopping-lists';
import { ListDetail } from './list-detail';
import { ListsNav } from './lists-nav';
import './shopping-lists.css';

/**
 * /lists (docs/rules.md#shopping-lists): the buyer's own lists and those its company's colleagues
 * share, on the left; the chosen one (`?list=<id>`, else the first) on the right, with its lines,
 * rename, share, delete and "order into basket" (the current store's basket, capped by stock).
 */
export function ShoppingListsPage() {
  const { t } = useTranslation('shopping-lists');
  const lists = useShoppingLists();
  const [search, setSearch] = useSearchParams();
  const wanted = Number(search.get('list'));
  const all = lists.data ?? [];
  const selected = all.find((list) => list.id === wanted)?.id ?? (wanted > 0 ? wanted : (all[0]?.id ?? null));
  const select = (id: number | null) => setSearch(id ? { list: String(id) } : {}, { replace: true });

  return (
    <>
      <PageHeader
        title={t('title')}
        parents={[{ label: t('layout:nav.catalog'), href: paths.catalog.getHref() }]}
      />
      <p className="text-body-secondary">{t('intro')}</p>
      {lists.isPending ? (
        <LoadingStatus />
      ) : lists.error ? (
        <LoadError title={t('loadFailed')} error={lists.error} onRetry={lists.refetch} />
      ) : (
        <Row className="g-4">
          <Col lg={4}>
            <ListsNav lists={all} selected={selected} onSelect={select} />
          </Col>
          <Col lg={8}>
            {selected !== null ? (
              <ListDetail key={selected} id={selected} onDeleted={() => select(null)} />
            ) : (
              <EmptyState title={t('none')} text={t('noneText')} />
            )}
          </Col>
        </Row>
      )}
    </>
  );
}
