import { rankingLabel, type User } from '@kits/contract';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useStores } from '@/api/get-stores';
import { useSetActiveStore } from '@/api/set-active-store';
import { useToast } from '@/components/toaster';

/**
 * docs/rules.md#spec-6: in the main store there is no auto order button, only a selector — the auto order is made
 * for one of the user's retail outlets, so the user picks the outlet to switch to (PATCH
 * store/active, then the page reloads, docs/rules.md#store-switch). Each outlet reads its name, then
 * its place in the sales ranking with its word and its city ("место 6 из 46 · Москва"): two outlets
 * may share a name.
 */
export function OutletChooser({ user }: { user: User }) {
  const { t, i18n } = useTranslation('auto-orders');
  const stores = useStores();
  const switchStore = useSetActiveStore();
  const toast = useToast();
  const outlets = (stores.data ?? []).filter((s) => s.is_retail);
  return (
    <div style={{ maxWidth: 640 }}>
      <p>{t('chooseOutlet')}</p>
      {stores.isPending && <Spinner animation="border" size="sm" role="status" />}
      {stores.data && outlets.length === 0 && <p className="text-body-secondary">{t('noOutlets')}</p>}
      <ListGroup>
        {outlets.map((store) => {
          // "место 6 из 46 · Москва": a place needs its word, and look-alike names their city.
          const rank = rankingLabel(store.ranking, user.ranking.access, i18n.language);
          const rankText = rank && /^[\d?]/.test(rank) ? t('rank', { rank }) : rank;
          const detail = [rankText, store.city].filter(Boolean).join(' · ');
          return (
            <ListGroup.Item
              key={store.id}
              className="d-flex justify-content-between align-items-center gap-2"
            >
              <span>
                <span className="d-block">{store.name}</span>
                {detail && <span className="d-block text-body-secondary small">{detail}</span>}
              </span>
              <Button
                size="sm"
                variant="outline-primary"
                aria-label={t('switchToOutlet', {
                  name: [store.name, store.city].filter(Boolean).join(', '),
                })}
                disabled={switchStore.isPending}
                onClick={() =>
                  switchStore.mutate(store.id, {
                    onError: (error) =>
                      toast.show({
                        title: t('franchise:confirmStore.switchFailed'),
                        text: error.message,
                        variant: 'danger',
                      }),
                  })
                }
              >
                {t('switchTo')}
              </Button>
            </ListGroup.Item>
          );
        })}
      </ListGroup>
    </div>
  );
}
