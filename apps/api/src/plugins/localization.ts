import {
  type Locale,
  parseLocale,
  type TextLanguage,
  textLanguage,
  type Version,
  versionForHost,
} from '@kits/contract';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** ru or en by host (docs/rules.md#decisions-4). */
    version: Version;
    /** Locale from X-Localization, else the version's. */
    locale: Locale;
    /** The locale X-Localization names, null when absent or unknown. */
    headerLocale: Locale | null;
    /** Language of server messages: ru, or en for en/pl/rs. */
    lang: TextLanguage;
  }
}

/**
 * Sets request.version from the Host and request.locale/lang from X-Localization; a manager's view
 * may change both in request.ctx (plugins/auth.ts, docs/rules.md#version-switch) (docs/rules.md#decisions-2,
 * docs/rules.md#decisions-4).
 */
export const localizationPlugin = fp<{ ruHost: string }>(async (app, { ruHost }) => {
  app.decorateRequest('version', 'ru');
  app.decorateRequest('locale', 'ru');
  app.decorateRequest('lang', 'ru');
  app.decorateRequest('headerLocale', null);
  app.addHook('onRequest', async (request) => {
    request.version = versionForHost(request.headers.host, ruHost);
    request.headerLocale = parseLocale(String(request.headers['x-localization'] ?? '').toLowerCase());
    request.locale = request.headerLocale ?? request.version;
    request.lang = textLanguage(request.locale);
  });
});
