import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { num } from '@/lib/format';
import { useHome } from '../api/get-home';
import { type OutletActions, OutletHome } from './outlet-home';

/**
 * The buyer's home (docs/home.md): what to reorder and why, per outlet the user may see (the
 * current one first), or per outlet of customer `counterparty` for staff. Nothing when the user
 * has no outlet; the reminder threshold, when on, is named with a link to change it.
 */
export function BuyerHome({
  counterparty,
  enabled,
  ...actions
}: { counterparty: number | null; enabled: boolean } & OutletActions) {
  const { t } = useTranslation('buyer-home');
  const home = useHome({ counterparty, enabled });
  // A user without outlets (a dropshipper, staff) gets no section at all.
  if (!enabled || (home.data && !home.data.counterparty && home.data.outlets.length === 0)) return null;
  return (
    <section className="mb-5" aria-labelledby="home-reorder">
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
        <h2 id="home-reorder" className="h4 mb-0">
          {home.data?.counterparty ? t('titleOf', { name: home.data.counterparty.name }) : t('title')}
        </h2>
        {home.data && !home.data.counterparty && (
          <span className="small text-body-secondary">
            {home.data.reminder_days === null ? (
              <Link to={paths.profile.getHref()}>{t('remindersOff')}</Link>
            ) : (
              <>
                {t('remindersOn', {
                  count: home.data.reminder_days,
                  formatted: num(home.data.reminder_days),
                })}{' '}
                <Link to={paths.profile.getHref()}>{t('remindersChange')}</Link>
              </>
            )}
          </span>
        )}
      </div>
      <QueryState
        query={home}
        errorTitle={t('failed')}
        isEmpty={(data) => data.outlets.length === 0}
        empty={<p className="text-body-secondary">{t('noOutlets')}</p>}
      >
        {(data) =>
          data.outlets.map((outlet) => (
            <OutletHome
              key={outlet.store_id}
              outlet={outlet}
              renderAdd={outlet.current ? actions.renderAdd : undefined}
              renderAutoOrder={actions.renderAutoOrder}
            />
          ))
        }
      </QueryState>
    </section>
  );
}
