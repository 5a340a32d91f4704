import type { Product } from '@kits/contract';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUser } from '@/api/get-me';
import { useFailureToast } from '@/components/toaster';
import { paths } from '@/config/paths';
import { useBackInStock, useSetBackInStock } from '../api/back-in-stock';

/**
 * The out-of-stock state of a product row (docs/home.md#alerts), shown instead of "to basket" when
 * the warehouse has none (the availability badge already says so): "notify me when back" starts a watch (one e-mail to the user's address
 * when stock returns, through the mail outbox); a watched product says so, with a way to cancel.
 * Without an e-mail address it says where to add one. Signed-in users only.
 */
export function NotifyWhenBack({ product }: { product: Pick<Product, 'id' | 'name'> }) {
  const { t } = useTranslation('stock-alerts');
  const user = useUser();
  const watched = useBackInStock({ enabled: !!user });
  const save = useSetBackInStock();
  const failed = useFailureToast();
  if (!user) return null;
  if (!user.email)
    return (
      <div
        className="small text-body-secondary notify-when-back text-wrap"
        style={{ width: '9.75rem', maxWidth: '100%' }}
      >
        {t('outOfStock')} · <Link to={paths.profile.getHref()}>{t('addEmail')}</Link>
      </div>
    );
  const watching = save.isPending ? !!save.variables?.watch : (watched.data?.has(product.id) ?? false);
  const toggle = (watch: boolean) =>
    save.mutate({ productId: product.id, watch }, { onError: (error) => failed(t('failed'), error) });
  if (watching)
    return (
      // As wide as the basket buttons it stands in for; the text wraps inside the nowrap column.
      <div
        className="small notify-when-back text-wrap"
        role="status"
        style={{ width: '9.75rem', maxWidth: '100%' }}
      >
        <span className="text-success d-block">✓ {t('watching')}</span>
        <Button
          variant="link"
          size="sm"
          className="p-0 align-baseline"
          disabled={save.isPending}
          onClick={() => toggle(false)}
          aria-label={t('cancelFor', { name: product.name })}
        >
          {t('cancel')}
        </Button>
      </div>
    );
  return (
    <div className="notify-when-back" style={{ width: '9.75rem', maxWidth: '100%' }}>
      <Button
        size="sm"
        variant="outline-secondary"
        className="text-wrap w-100 lh-sm"
        disabled={save.isPending || watched.isPending}
        onClick={() => toggle(true)}
        aria-label={t('notifyFor', { name: product.name })}
      >
        {t('notify')}
      </Button>
    </div>
  );
}
