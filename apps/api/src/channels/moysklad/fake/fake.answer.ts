/** What a fake route answers: a status, a JSON body (gzipped on the way out), extra headers. */
export type FakeAnswer = {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
};

/**
 * An error answer as МойСклад writes it (JSON API 1.2, «Обработка ошибок»):
 * `{ errors: [{ error, code, parameter?, moreInfo }] }`; `code` and `moreInfo` left out when the
 * code is null (then the status says it); `parameter`: the field of the request body at fault.
 */
export function apiError(status: number, code: number | null, error: string, parameter?: string): FakeAnswer {
  const detail =
    code === null ? {} : { code, moreInfo: `https://dev.moysklad.ru/doc/api/remap/1.2/#error_${code}` };
  return { status, body: { errors: [{ error, ...(parameter ? { parameter } : {}), ...detail }] } };
}

/** The answer of a failure asked for (`failNext`, `failOrders`): 429 (code 1049, X-Lognex-Retry-After), 503 (1074) or 500. */
export function failureAnswer(status: 429 | 500 | 503, retryAfterMs = 50): FakeAnswer {
  if (status === 429) {
    const answer = apiError(429, 1049, 'Превышено ограничение на количество запросов в единицу времени');
    return { ...answer, headers: { 'X-Lognex-Retry-After': String(retryAfterMs) } };
  }
  if (status === 503) return apiError(503, 1074, 'Сервис временно недоступен, ведутся технические работы');
  return apiError(500, null, 'При обработке запроса возникла непредвиденная ошибка');
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
