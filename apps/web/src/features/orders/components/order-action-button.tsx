import type { ComponentProps } from 'react';
import { BusyButton } from '@/components/busy-button';

/** How a page shows an order's actions: small in the list's rows; a `variant` overrides the action's own. */
export type OrderActionLook = { size?: 'sm'; variant?: string };

/**
 * A button of an order's action (invoice, order again) in the page's `look`, else its own
 * `variant`: it never wraps, and is disabled with a spinner while the action runs (`busy`).
 */
export function OrderActionButton({
  look,
  variant,
  ...props
}: ComponentProps<typeof BusyButton> & { look: OrderActionLook }) {
  return <BusyButton {...props} size={look.size} variant={look.variant ?? variant} className="text-nowrap" />;
}
