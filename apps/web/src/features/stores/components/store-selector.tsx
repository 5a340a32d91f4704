import { rankingLabel, truncateStoreName, type User } from '@kits/contract';
import Badge from 'react-bootstrap/Badge';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { useTranslation } from 'react-i18next';
import { useStores } from '@/api/get-stores';
import { useSetActiveStore } from '@/api/set-active-store';
import { useToast } from '@/components/toaster';

/**
 * docs/rules.md#store-selector: shown only with more than one store; names cut to 15 characters; retail
 * outlets show their ranking ('N из M', 'не в рейтинге', '?' without ranking access). Choosing a
 * store switches it and reloads the page (docs/rules.md#store-switch).
 */
export function StoreSelector({ user }: { user: User }) {
  const { t, i18n } = useTranslation('layout');
  const stores = useStores();
  const switchStore = useSetActiveStore();
  const toast = useToast();
  if (!stores.data || stores.data.length <= 1) return null;

  const choose = (id: number) => {
    if (id === user.current_store.id || switchStore.isPending) return;
    switchStore.mutate(id, {
      onError: (error) =>
        toast.show({ title: t('store.switchFailed'), text: error.message, variant: 'danger' }),
    });
  };

  return (
    <NavDropdown
      id="store-selector"
      title={
        <span title={user.current_store.name}>
          <span className="text-body-secondary small me-1">{t('store.label')}</span>
          {truncateStoreName(user.current_store.name)}
        </span>
      }
      disabled={switchStore.isPending}
    >
      {stores.data.map((store) => {
        const ranking = store.is_retail
          ? rankingLabel(store.ranking, user.ranking.access, i18n.language)
          : null;
        return (
          <NavDropdown.Item
            key={store.id}
            as="button"
            active={store.id === user.current_store.id}
            onClick={() => choose(store.id)}
            title={store.name}
            className="d-flex justify-content-between align-items-center gap-3"
          >
            <span>{truncateStoreName(store.name)}</span>
            {ranking && (
              <Badge bg="light" text="dark" title={t('store.ranking')}>
                {ranking}
              </Badge>
            )}
          </NavDropdown.Item>
        );
      })}
    </NavDropdown>
  );
}
