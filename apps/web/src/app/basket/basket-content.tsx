import { basketTotals, canCheckout, type Order } from '@kits/contract';
import { useEffect, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Nav from 'react-bootstrap/Nav';
import Tab from 'react-bootstrap/Tab';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/api/get-me';
import { BasketTab } from '@/features/basket/components/basket-tab';
import { useBasket } from '@/features/basket/hooks/use-basket';
import { useOrderRules } from '@/features/basket/hooks/use-order-rules';
import { CHECKOUT_FORM_ID, CheckoutTab } from '@/features/checkout/components/checkout-tab';
import { OrderPlaced } from '@/features/checkout/components/order-placed';
import { SendingOverlay } from '@/features/checkout/components/sending-overlay';
import { useSendOrder } from '@/features/checkout/hooks/use-send-order';
import { SaveToListButton } from '@/features/shopping-lists/components/save-to-list-button';
import { appConfig } from '@/lib/app-config';
import { money, num } from '@/lib/format';
import '@/features/basket/components/basket.css';

type BasketContentTab = 'basket' | 'checkout';

/**
 * The basket (docs/rules.md#basket-screen, docs/rules.md#basket-refresh and Checkout), shared by the basket modal and the
 * /catalog/basket page: it reloads the basket when it opens; tabs Items and Checkout (the first not
 * named as the page, whose heading is already "Basket") with Next below, and on Checkout "Back to
 * the items"; Checkout is disabled while the basket is empty, a quantity is over stock, the basket
 * is not synced (canCheckout) or it breaks the order rules (docs/rules.md#order-rules); "save as a
 * list" keeps the basket's lines as a shopping list (docs/rules.md#shopping-lists). After a
 * successful send the order info replaces the tabs.
 * `onNavigate` runs when a link leaves the basket (the modal closes).
 */
export function BasketContent({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('basket');
  const user = useUser();
  const basket = useBasket();
  const [tab, setTab] = useState<BasketContentTab>('basket');
  const [placed, setPlaced] = useState<Order | null>(null);
  const { reload, clearLocal } = basket;
  const send = useSendOrder({
    onPlaced: (order) => {
      clearLocal();
      setPlaced(order);
    },
    onRejected: () => {
      void reload();
      setTab('basket');
    },
  });

  // docs/rules.md#modals "refreshes on open", docs/rules.md#basket-refresh: the basket reloads when it opens.
  useEffect(() => {
    void reload();
  }, [reload]);

  const rules = useOrderRules(basket.lines);
  const checkoutAllowed =
    rules.met &&
    canCheckout({
      lines: basket.lines,
      synced: basket.synced && !basket.changing,
      loading: basket.loading,
    });
  // Back to the basket when checkout stops being possible (a line went over stock, the basket emptied).
  const shown: BasketContentTab = tab === 'checkout' && !checkoutAllowed && !basket.loading ? 'basket' : tab;

  const toPay = basketTotals(basket.lines).sum_with_discount;
  const currency = basket.lines[0]?.store_currency ?? appConfig.currency;

  if (placed) return <OrderPlaced order={placed} onNavigate={onNavigate} />;

  return (
    <Tab.Container activeKey={shown} onSelect={(key) => key && setTab(key as BasketContentTab)} mountOnEnter>
      <Nav variant="tabs" className="mb-3" role="tablist">
        <Nav.Item>
          <Nav.Link eventKey="basket" className="d-flex align-items-center gap-2">
            {t('tabs.basket')}
            {basket.lines.length > 0 && (
              <Badge pill bg="secondary">
                {num(basket.lines.length)}
              </Badge>
            )}
          </Nav.Link>
        </Nav.Item>
        <Nav.Item>
          <Nav.Link eventKey="checkout" disabled={!checkoutAllowed}>
            {t('tabs.checkout')}
          </Nav.Link>
        </Nav.Item>
      </Nav>
      <Tab.Content>
        <Tab.Pane eventKey="basket">
          <BasketTab onNavigate={onNavigate} />
        </Tab.Pane>
        <Tab.Pane eventKey="checkout">
          {user && <CheckoutTab user={user} lines={basket.lines} onSend={(c) => send.mutate(c)} />}
        </Tab.Pane>
      </Tab.Content>
      <div
        data-bottom-bar
        className="basket-footer d-flex flex-wrap align-items-center justify-content-between gap-2 border-top pt-3 mt-3"
      >
        {/* Back has a target only on the checkout tab: there it names it (the first tab's items). */}
        {shown === 'checkout' ? (
          <Button variant="outline-secondary" className="text-nowrap" onClick={() => setTab('basket')}>
            ← {t('nav.previous')}
          </Button>
        ) : (
          <SaveToListButton
            className="text-nowrap"
            lines={basket.lines.map((line) => ({ product_id: line.id, quantity: line.basket_count }))}
          />
        )}
        {shown === 'basket' ? (
          <Button
            variant="primary"
            className="text-nowrap"
            disabled={!checkoutAllowed}
            onClick={() => setTab('checkout')}
          >
            {t('nav.next')} →
          </Button>
        ) : (
          <span className="d-flex flex-wrap align-items-center justify-content-end column-gap-3 row-gap-1 text-end ms-auto">
            <span className="text-nowrap">
              {t('totals.toPay')}: <strong className="tabular">{money(toPay, currency)}</strong>
            </span>
            <Button
              type="submit"
              form={CHECKOUT_FORM_ID}
              variant="success"
              className="text-nowrap"
              disabled={!checkoutAllowed || send.isPending}
            >
              {t('nav.send')}
            </Button>
          </span>
        )}
      </div>
      {send.isPending && <SendingOverlay />}
    </Tab.Container>
  );
}
