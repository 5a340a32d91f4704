/** The order rules module as others see it: the minimum order sum per currency (docs/rules.md#order-minimum). */
export { minimumOrderSum, setOrderMinimums } from './order-rules.service';
