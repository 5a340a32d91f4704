import { apiError, type FakeAnswer } from './fake.answer';

/**
 * Reading the JSON body of a create or update request as МойСклад checks it (JSON API 1.2,
 * «Обработка ошибок», «Ошибки формата», «Общие ошибки валидации»): a body that is no object
 * answers 400 code 1027; a value of the wrong JSON type 400 code 2016; a link without `meta`
 * 400 code 2014, without `meta.href` 2010, without `meta.type` 2011, with an href naming no
 * entity 2013, to an entity of a type the field does not take 2027; a required field missing
 * (`missingField`) 412 code 3000 with the field as `parameter`, a negative amount 412 code 3002.
 * The readers throw `Refused`; `answering` turns it into its answer.
 */
export type Body = Record<string, unknown>;
export type Link = { type: string; id: string };

/** A request refused: `answer` is what the fake answers. */
export class Refused extends Error {
  constructor(readonly answer: FakeAnswer) {
    super(`refused with ${answer.status}`);
  }
}

/** Refuses the request with `answer`. */
export const refuse = (answer: FakeAnswer): never => {
  throw new Refused(answer);
};

/** The answer `make` gives, or the one a reader refused with. */
export function answering(make: () => FakeAnswer): FakeAnswer {
  try {
    return make();
  } catch (err) {
    if (err instanceof Refused) return err.answer;
    throw err;
  }
}

/** 412 code 3000: a field the entity needs is missing or empty. */
export const missingField = (field: string) =>
  apiError(
    412,
    3000,
    `Ошибка сохранения объекта: поле '${field}' не может быть пустым или отсутствовать`,
    field,
  );

/** 412 code 1021 for a link to an object the account lacks. */
export const linkNotFound = (field: string, link: Link) =>
  apiError(412, 1021, `Объект с типом '${link.type}' и идентификатором '${link.id}' не найден`, field);

/** 400 code 2016: a value of the wrong type. */
export const wrongType = (field: string, type: string) =>
  apiError(400, 2016, `Ошибка формата: значение поля '${field}' не соответствует типу ${type}`, field);

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** The type and id of a link's meta, or the 400 answer (codes 2014, 2010, 2011, 2013, 2027). */
function linkOf(field: string, value: unknown, types: readonly string[]): Link {
  const meta = typeof value === 'object' && value !== null ? (value as Body).meta : undefined;
  if (typeof meta !== 'object' || meta === null)
    refuse(apiError(400, 2014, `Ошибка формата: отсутствует meta для поля '${field}'`, field));
  const { href, type } = meta as Body;
  if (typeof href !== 'string')
    refuse(apiError(400, 2010, `Ошибка формата: отсутствует href для meta поля '${field}'`, field));
  if (typeof type !== 'string')
    refuse(apiError(400, 2011, `Ошибка формата: отсутствует type для meta поля '${field}'`, field));
  const id = String(href).split('?')[0]!.replace(/\/+$/, '').split('/').pop() ?? '';
  if (!UUID.test(id))
    refuse(apiError(400, 2013, `Ошибка формата: неправильное значение href для meta поля '${field}'`, field));
  if (!types.includes(String(type)))
    refuse(
      apiError(
        400,
        2027,
        `Ошибка формата: href указывает на сущность неправильного типа '${type}', допустимые значения: '${types.join(', ')}'`,
        field,
      ),
    );
  return { type: String(type), id };
}

/** A reader of one body object (an element of `positions`, say); refuses a body that is no object (1027). */
export function bodyReader(body: unknown) {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    refuse(apiError(400, 1027, 'Запрос не содержит объектов'));
  const b = body as Body;
  const typed = <T>(field: string, type: string, test: (v: unknown) => boolean): T | undefined => {
    const value = b[field];
    if (value === undefined || value === null) return undefined;
    if (!test(value)) refuse(wrongType(field, type));
    return value as T;
  };
  const number = (field: string) =>
    typed<number>(field, 'Float', (v) => typeof v === 'number' && Number.isFinite(v));
  return {
    has: (field: string) => field in b,
    string: (field: string) => typed<string>(field, 'String', (v) => typeof v === 'string'),
    boolean: (field: string) => typed<boolean>(field, 'Boolean', (v) => typeof v === 'boolean'),
    number,
    /** A number ≥ 0 (a negative one refused with 3002). */
    amount: (field: string) => {
      const value = number(field);
      if (value !== undefined && value < 0)
        refuse(
          apiError(
            412,
            3002,
            `Ошибка сохранения объекта: поле '${field}' не может иметь отрицательное значение`,
            field,
          ),
        );
      return value;
    },
    array: (field: string) => typed<unknown[]>(field, 'Array', Array.isArray),
    /** The link `{ meta: { href, type } }` in `field`, one of `types`. */
    link: (field: string, types: readonly string[]) =>
      b[field] === undefined || b[field] === null ? undefined : linkOf(field, b[field], types),
  };
}

export type BodyReader = ReturnType<typeof bodyReader>;

/** `fields` without the undefined ones (what a body left out stays as it was). */
export const defined = <T extends object>(fields: T): T =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T;

/** The answer to a create request of one object or an array of them (each saved on its own, errors in their places, as the mass creation answers). */
export function createEach(body: unknown, one: (body: unknown) => FakeAnswer): FakeAnswer {
  if (!Array.isArray(body)) return one(body);
  return { status: 200, body: body.map((b) => one(b).body) };
}
