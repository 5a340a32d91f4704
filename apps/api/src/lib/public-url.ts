import type { Version } from '@kits/contract';
import type { Config } from '../config';

/** The settings links are built from. */
export type PublicUrlConfig = Pick<
  Config,
  'PUBLIC_URL' | 'PUBLIC_URL_RU' | 'PUBLIC_URL_EN' | 'APP_HOST_RU' | 'PORT'
>;

/**
 * The origin every link the app hands out starts with — in e-mails and in API answers, e.g. a
 * set-password link (docs/rules.md#public-url, docs/security.md#links): PUBLIC_URL_RU or
 * PUBLIC_URL_EN for their version when set, else PUBLIC_URL, without a trailing slash. Never the request's Host,
 * X-Forwarded-Host or X-Forwarded-Proto: a forged header must not turn a link into
 * `http://evil.example.com/set-password?token=…`. Without PUBLIC_URL (refused in production when
 * SMTP_URL is set, config.ts) a local default: `http://<APP_HOST_RU>:<PORT>` for the Russian
 * version, `http://127.0.0.1:<PORT>` for the English one (localhost when APP_HOST_RU is 127.0.0.1).
 */
export function publicUrl(config: PublicUrlConfig, version: Version): string {
  const configured = (version === 'en' ? config.PUBLIC_URL_EN : config.PUBLIC_URL_RU) ?? config.PUBLIC_URL;
  if (configured) return configured.replace(/\/+$/, '');
  const ruHost = config.APP_HOST_RU;
  const host = version === 'ru' ? ruHost : ruHost === '127.0.0.1' ? 'localhost' : '127.0.0.1';
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.PORT}`;
}
