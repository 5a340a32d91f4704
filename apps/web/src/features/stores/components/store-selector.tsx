import { rankingLabel, type Store, truncateStoreName, type User } from '@kits/contract';
import { useId, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useStores } from '@/api/get-stores';
import { useSetActiveStore } from '@/api/set-active-store';
import { NavDropdown } from '@/components/lazy-overlay';
import { useToast } from '@/components/toaster';
import './store-selector.css';

/** From this many stores on, the list gets a search field. */
const SEARCH_FROM = 8;

const matches = (store: Store, query: string) => {
  const q = query.trim().toLocaleLowerCase();
  return q === '' || `${store.name} ${store.city ?? ''}`.toLocaleLowerCase().includes(q);
};

/**
 * docs/rules.md#store-selector: shown only with more than one store; the header shows the current
 * name cut to 15 characters; retail outlets show their ranking ('N из M', 'не в рейтинге', '?'
 * without ranking access). Choosing a store switches it and reloads the page (docs/rules.md#store-switch).
 * The open list shows each store's full name (wrapped, never cut: look-alike names such as two
 * "Палитра в ТЦ «Е…" must be told apart) with its city and kind as a second line, and from 8
 * stores on a search field by name or city.
 */
export function StoreSelector({ user }: { user: User }) {
  const { t, i18n } = useTranslation('layout');
  const stores = useStores();
  const switchStore = useSetActiveStore();
  const toast = useToast();
  const [query, setQuery] = useState('');
  const searchId = useId();
  if (!stores.data || stores.data.length <= 1) return null;

  const choose = (id: number) => {
    if (id === user.current_store.id || switchStore.isPending) return;
    switchStore.mutate(id, {
      onError: (error) =>
        toast.show({ title: t('store.switchFailed'), text: error.message, variant: 'danger' }),
    });
  };
  const shown = stores.data.filter((store) => matches(store, query));

  return (
    <NavDropdown
      id="store-selector"
      className="store-selector"
      title={
        <span title={user.current_store.name}>
          <span className="text-body-secondary small me-1 store-selector-label">{t('store.label')}</span>
          {truncateStoreName(user.current_store.name)}
        </span>
      }
      disabled={switchStore.isPending}
      onToggle={(open) => {
        if (!open) setQuery('');
      }}
    >
      {stores.data.length >= SEARCH_FROM && (
        <div className="px-3 pb-2 pt-1">
          <Form.Label htmlFor={searchId} visuallyHidden>
            {t('store.searchLabel')}
          </Form.Label>
          <Form.Control
            id={searchId}
            type="search"
            size="sm"
            placeholder={t('store.search')}
            value={query}
            autoComplete="off"
            onChange={(event) => setQuery(event.target.value)}
            // The dropdown reads Space and letters as menu keys otherwise.
            onKeyDown={(event) => {
              if (event.key !== 'Escape' && event.key !== 'ArrowDown') event.stopPropagation();
            }}
          />
        </div>
      )}
      {shown.length === 0 && (
        <NavDropdown.ItemText className="text-body-secondary small">
          {t('store.nothingFound')}
        </NavDropdown.ItemText>
      )}
      {shown.map((store) => {
        const ranking = store.is_retail
          ? rankingLabel(store.ranking, user.ranking.access, i18n.language)
          : null;
        const kind = store.is_retail ? t('store.outlet') : t('store.warehouse');
        return (
          <NavDropdown.Item
            key={store.id}
            as="button"
            active={store.id === user.current_store.id}
            onClick={() => choose(store.id)}
            className="d-flex justify-content-between align-items-start gap-3"
          >
            <span className="store-selector-name">
              <span className="d-block">{store.name}</span>
              <span className="d-block small store-selector-detail">
                {store.city ? `${store.city} · ${kind}` : kind}
              </span>
            </span>
            {ranking && (
              <Badge bg="light" text="dark" title={t('store.ranking')} className="mt-1">
                {ranking}
              </Badge>
            )}
          </NavDropdown.Item>
        );
      })}
    </NavDropdown>
  );
}
