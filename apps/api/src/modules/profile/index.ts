/** The profile module as flows see it: the delivery rules an order send checks. */
export { deliveryErrors, mergeDelivery, throwIfErrors } from './delivery.rules';
