/** Product alerts as the wing and the jobs see them (docs/home.md#alerts). */
export {
  PRODUCT_ALERTS_CHECK,
  productAlertsCheckJobHandler,
  productAlertsPeriodicJob,
} from './product-alerts.job';
export { checkBackInStock, checkReorderReminders } from './product-alerts.service';
