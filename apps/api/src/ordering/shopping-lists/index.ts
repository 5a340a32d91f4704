/** The shopping lists as flows see them (the module is the one writer of `shopping_lists` and `shopping_list_lines`). */
export type { LineToOrderRow } from './shopping-list-lines.repository';
export { linesToOrder } from './shopping-list-lines.service';
