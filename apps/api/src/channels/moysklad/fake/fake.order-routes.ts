import { apiError, type FakeAnswer, failureAnswer, notFound } from './fake.answer';
import {
  answering,
  type BodyReader,
  bodyReader,
  createEach,
  defined,
  linkNotFound,
  missingField,
  refuse,
  wrongType,
} from './fake.body';
import { expandOf } from './fake.collections';
import type { CustomerOrderPatch, NewPosition } from './fake.order-changes';
import type { Render } from './fake.render';
import { customerOrder } from './fake.render-orders';
import { parseMskTime } from './fake.time';

/**
 * Creating, changing and deleting customer orders (JSON API 1.2, «Заказ покупателя»: «Создать
 * Заказ покупателя», «Изменить Заказ покупателя», «Удалить Заказ покупателя»). POST a body (or
 * an array of bodies) → 200 the order as GET answers it (`expand=positions` expands its
 * positions); `organization` and `agent` are needed (412 code 3000 without them). PUT → 200 the
 * order with the fields given changed, `positions` replacing all of them; DELETE → 200 without
 * a body, the order in the recycle bin. A link to an object the account lacks answers 412 code
 * 1021, a status that is not a customer order's 412 code 11002; more than 1000 positions 413;
 * a position needs `assortment` (a product or modification) and `quantity`, its `price` is in
 * kopecks (0 when absent), `discount` and `vat` in % at most 100 (412 codes 17008, 17007; a
 * negative discount is a markup; the vat is the assortment's when absent). While `failOrders`
 * is set, POST answers its failure instead. See fake.body.ts for the other refusals.
 */
type Json = Record<string, unknown>;

const MAX_POSITIONS = 1000;

/** The id of the link in `field` (of `type`), refused with 1021 when `exists` says no. */
function linked(read: BodyReader, field: string, type: string, exists: (id: string) => boolean) {
  const link = read.link(field, [type]);
  if (link && !exists(link.id)) refuse(linkNotFound(field, link));
  return link?.id;
}

/** The id of the `state` link: one of the customer orders' statuses. */
function stateOf(r: Render, read: BodyReader): string | undefined {
  const link = read.link('state', ['state']);
  if (link && !r.account.orderStates.some((s) => s.id === link.id))
    refuse(
      apiError(
        412,
        11002,
        `Ошибка инициализации статуса: статус с id = '${link.id}' не принадлежит данному типу документа`,
        'state',
      ),
    );
  return link?.id;
}

/** One position of the body's `positions`. */
function positionOf(r: Render, value: unknown): NewPosition {
  const read = bodyReader(value);
  const assortment = read.link('assortment', ['product', 'variant']) ?? refuse(missingField('assortment'));
  const index = assortment.type === 'product' ? r.account.products : r.account.variants;
  if (!index.get(assortment.id)) refuse(linkNotFound('assortment', assortment));
  const discount = read.number('discount');
  if (discount !== undefined && discount > 100)
    refuse(
      apiError(
        412,
        17008,
        'Ошибка сохранения позиции документа: скидка не может быть больше 100',
        'discount',
      ),
    );
  const vat = read.amount('vat');
  if (vat !== undefined && vat > 100)
    refuse(apiError(412, 17007, 'Ошибка сохранения позиции документа: НДС не может быть больше 100', 'vat'));
  const quantity = read.amount('quantity') ?? refuse(missingField('quantity'));
  return defined({ assortmentId: assortment.id, quantity, price: read.amount('price'), discount, vat });
}

/** The fields a body gives (links as ids, `moment` as epoch ms), or the refusal. */
function patchOf(r: Render, read: BodyReader): CustomerOrderPatch {
  const { account } = r;
  const momentText = read.string('moment');
  const moment = momentText === undefined ? undefined : parseMskTime(momentText);
  if (moment === null) refuse(wrongType('moment', 'DateTime'));
  const plannedText = read.string('deliveryPlannedMoment');
  const deliveryPlannedMoment = plannedText === undefined ? undefined : parseMskTime(plannedText);
  if (deliveryPlannedMoment === null) refuse(wrongType('deliveryPlannedMoment', 'DateTime'));
  const positions = read.array('positions');
  if (positions && positions.length > MAX_POSITIONS)
    refuse(
      apiError(413, 2022, 'Ошибка формата: слишком большое число элементов вложенной коллекции', 'positions'),
    );
  const store = linked(read, 'store', 'store', (id) => !!account.stores.get(id));
  return defined({
    organizationId: linked(read, 'organization', 'organization', (id) => id === account.ids.organizationId),
    agentId: linked(read, 'agent', 'counterparty', (id) => !!account.counterparties.get(id)),
    storeId: read.has('store') ? (store ?? null) : undefined,
    stateId: stateOf(r, read),
    name: read.string('name'),
    externalCode: read.string('externalCode'),
    description: read.string('description'),
    moment: moment ?? undefined,
    deliveryPlannedMoment: deliveryPlannedMoment ?? undefined,
    applicable: read.boolean('applicable'),
    vatEnabled: read.boolean('vatEnabled'),
    vatIncluded: read.boolean('vatIncluded'),
    positions: positions?.map((p) => positionOf(r, p)),
  });
}

const answer = (body: Json): FakeAnswer => ({ status: 200, body });
const expandsPositions = (url: URL) => expandOf(url).has('positions');

/** POST entity/customerorder (one body or an array). */
export function createCustomerOrder(r: Render, body: unknown, url: URL): FakeAnswer {
  const { account } = r;
  if (account.orderFailure !== null) return failureAnswer(account.orderFailure);
  return createEach(body, (one) =>
    answering(() => {
      const read = bodyReader(one);
      if (!read.link('organization', ['organization'])) refuse(missingField('organization'));
      if (!read.link('agent', ['counterparty'])) refuse(missingField('agent'));
      const patch = patchOf(r, read);
      const order = account.addCustomerOrder({ ...patch, agentId: patch.agentId! });
      return answer(customerOrder(r, order, expandsPositions(url)));
    }),
  );
}

/** PUT entity/customerorder/{id}. */
export function updateCustomerOrder(r: Render, id: string, body: unknown, url: URL): FakeAnswer {
  if (!r.account.customerOrders.get(id)) return notFound('customerorder', id);
  return answering(() => {
    const order = r.account.updateCustomerOrder(id, patchOf(r, bodyReader(body)));
    return answer(customerOrder(r, order, expandsPositions(url)));
  });
}

/** DELETE entity/customerorder/{id}. */
export function deleteCustomerOrder(r: Render, id: string): FakeAnswer {
  if (!r.account.customerOrders.get(id)) return notFound('customerorder', id);
  r.account.deleteCustomerOrder(id);
  return { status: 200 };
}
