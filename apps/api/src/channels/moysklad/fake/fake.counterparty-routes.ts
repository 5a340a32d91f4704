import { apiError, type FakeAnswer, notFound } from './fake.answer';
import { answering, type BodyReader, bodyReader, createEach, missingField, refuse } from './fake.body';
import type { FakeCounterparty } from './fake.model';
import type { CounterpartyPatch } from './fake.order-changes';
import type { Render } from './fake.render';
import { counterparty } from './fake.render-orders';

/**
 * Creating and changing counterparties (JSON API 1.2, «Контрагент»: «Создать Контрагента»,
 * «Изменить Контрагента»): POST a body (or an array of bodies) → 200 the created counterparty
 * as GET answers it, `name` needed (412 code 3000 without it); PUT → 200 the counterparty with
 * the fields given changed (the others as they were). A `companyType` other than legal,
 * entrepreneur or individual answers 400 code 2029; `priceType` («Тип цены») is a link to a price
 * type (null clears it); see fake.body.ts for the other refusals.
 */
const STRINGS = [
  'name',
  'code',
  'externalCode',
  'description',
  'legalTitle',
  'inn',
  'kpp',
  'email',
  'phone',
  'actualAddress',
  'legalAddress',
] as const;
const COMPANY_TYPES: readonly FakeCounterparty['companyType'][] = ['legal', 'entrepreneur', 'individual'];

/** The fields a body gives, or the refusal. */
function patchOf(read: BodyReader): CounterpartyPatch {
  const patch: CounterpartyPatch = {};
  for (const field of STRINGS) {
    const value = read.string(field);
    if (value !== undefined) patch[field] = value;
  }
  if (read.has('name') && !patch.name) refuse(missingField('name'));
  const companyType = read.string('companyType') as FakeCounterparty['companyType'] | undefined;
  if (companyType !== undefined && !COMPANY_TYPES.includes(companyType))
    refuse(
      apiError(
        400,
        2029,
        `Ошибка формата: неверное значение '${companyType}' поля 'companyType'. Допустимые значения: ${COMPANY_TYPES.join(', ')}`,
        'companyType',
      ),
    );
  if (companyType) patch.companyType = companyType;
  const archived = read.boolean('archived');
  if (archived !== undefined) patch.archived = archived;
  if (read.has('priceType')) patch.priceTypeId = read.link('priceType', ['pricetype'])?.id ?? null;
  return patch;
}

/** POST entity/counterparty (one body or an array). */
export function createCounterparty(r: Render, body: unknown): FakeAnswer {
  return createEach(body, (one) =>
    answering(() => {
      const patch = patchOf(bodyReader(one));
      const name = patch.name ?? refuse(missingField('name'));
      return { status: 200, body: counterparty(r, r.account.addCounterparty({ ...patch, name })) };
    }),
  );
}

/** PUT entity/counterparty/{id}. */
export function updateCounterparty(r: Render, id: string, body: unknown): FakeAnswer {
  if (!r.account.counterparties.get(id)) return notFound('counterparty', id);
  return answering(() => {
    const patch = patchOf(bodyReader(body));
    return { status: 200, body: counterparty(r, r.account.updateCounterparty(id, patch)) };
  });
}
