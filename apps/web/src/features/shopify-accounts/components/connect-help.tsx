import { useTranslation } from 'react-i18next';

/** The Admin API scopes the custom app needs: products and inventory to publish, orders to bring back, locations for stock. */
export const SHOPIFY_SCOPES = [
  'read_products',
  'write_products',
  'read_inventory',
  'write_inventory',
  'read_orders',
  'read_locations',
] as const;

/** How to make the token: a custom app in the shop's admin with the scopes above, then its Admin API access token. */
export function ConnectHelp() {
  const { t } = useTranslation('shopify');
  return (
    <details open className="border rounded p-2 bg-body-tertiary small">
      <summary className="fw-semibold">{t('help.title')}</summary>
      <ol className="mt-2 mb-2 ps-3">
        <li>{t('help.step1')}</li>
        <li>{t('help.step2')}</li>
        <li>
          {t('help.step3')}{' '}
          {SHOPIFY_SCOPES.map((scope, i) => (
            <span key={scope}>
              <code>{scope}</code>
              {i < SHOPIFY_SCOPES.length - 1 ? ', ' : ''}
            </span>
          ))}
        </li>
        <li>{t('help.step4')}</li>
      </ol>
      <p className="mb-0 text-body-secondary">{t('help.safety')}</p>
    </details>
  );
}
