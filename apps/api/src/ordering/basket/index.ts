/** The basket module as other modules and flows see it: the one writer of `baskets` and `basket_lines`. */
export { type BasketKey, deleteAllLines as emptyBasket, touchBasket } from './basket.repository';
export { basketKey, openBasket } from './basket.service';
export { clearBasketSql } from './basket-clear.sql';
export {
  type AddedUnits,
  addBasketUnits,
  type BasketUnit,
  type BasketUnitsMode,
  findBasketLines,
  restoreBasketLines,
  type StoredBasketLine,
} from './basket-lines.repository';
