/** What a fake route answers: a status, a JSON body (gzipped on the way out), extra headers. */
export type FakeAnswer = {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
};

/**
 * An error answer as МойСклад writes it (JSON API 1.2, «Обработка ошибок»):
 * `{ errors: [{ error, code, moreInfo }] }`; `code` and `moreInfo` left out when the code is null
 * (then the status says it).
 */
export function apiError(status: number, code: number | null, error: string): FakeAnswer {
  const detail =
    code === null ? {} : { code, moreInfo: `https://dev.moysklad.ru/doc/api/remap/1.2/#error_${code}` };
  return { status, body: { errors: [{ error, ...detail }] } };
}

/** 404 for an unknown object (code 1021). */
export const notFound = (type: string, id: string) =>
  apiError(404, 1021, `Объект с типом '${type}' и идентификатором '${id}' не найден`);

/** 400 for a bad query parameter (code 1040). */
export const badQuery = (detail: string) =>
  apiError(400, 1040, `Неверно заданы параметры запроса: ${detail}`);

/** True when `value` is an answer (an error a parser returned) rather than its result. */
export const isAnswer = (value: unknown): value is FakeAnswer =>
  typeof value === 'object' &&
  value !== null &&
  'status' in value &&
  typeof (value as FakeAnswer).status === 'number';
