import { byLanguage, type TextLanguage } from '@kits/contract';

type Catalogue = Record<string, { ru: string; en: string }>;

/**
 * Defines a module's server messages in both languages. Returns `(lang, key, params)` giving the
 * text with `{placeholders}` filled. Each module keeps its own catalogue (`<domain>.messages.ts`).
 */
export function defineMessages<C extends Catalogue>(catalogue: C) {
  return (lang: TextLanguage, key: keyof C, params: Record<string, string | number> = {}): string =>
    byLanguage(catalogue[key] as { ru: string; en: string }, lang).replace(/\{(\w+)\}/g, (_, name: string) =>
      String(params[name] ?? `{${name}}`),
    );
}

/** Messages of the cross-cutting plugins (errors, auth gate) and the texts several modules share. */
export const message = defineMessages({
  validation: { ru: 'Проверьте введённые данные', en: 'Please check the data you entered' },
  malformed: { ru: 'Некорректный запрос', en: 'Malformed request' },
  unauthenticated: { ru: 'Требуется вход в систему', en: 'Please sign in' },
  badClientToken: { ru: 'Неверный токен клиента', en: 'Bad client token' },
  forbidden: { ru: 'Недостаточно прав', en: 'You are not allowed to do this' },
  notFound: { ru: 'Не найдено', en: 'Not found' },
  unknownProduct: { ru: 'Товар №{id} не найден в каталоге', en: 'Product #{id} is not in the catalogue' },
  notYourStore: {
    ru: 'Магазин №{id} не относится к вашим магазинам',
    en: 'Store #{id} is not one of your stores',
  },
  routeNotFound: { ru: 'Страница не найдена', en: 'This page could not be found' },
  rateLimited: {
    ru: 'Слишком много запросов. Повторите через {seconds} с',
    en: 'Too many requests. Try again in {seconds} s',
  },
  internal: { ru: 'Внутренняя ошибка сервера', en: 'Internal server error' },
});
