import { PASSWORD_LINK_TTL_HOURS, type TextLanguage } from '@kits/contract';
import type { MailMessage } from '../../lib/mailer';
import { accountsMessage } from './accounts.messages';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The e-mail with a set-password link (docs/rules.md#password-link), in `lang` (the user's
 * language): greeting, login, the link, how long it works; plain text and a simple HTML version.
 */
export function passwordLinkEmail(options: {
  lang: TextLanguage;
  to: string;
  name: string;
  username: string;
  url: string;
}): MailMessage {
  const { lang, url } = options;
  const text = (key: Parameters<typeof accountsMessage>[1], params: Record<string, string | number> = {}) =>
    accountsMessage(lang, key, params);
  const name = options.name.trim() || options.username;
  const lines = {
    greeting: text('mailGreeting', { name }),
    intro: text('mailIntro', { username: options.username }),
    action: text('mailAction'),
    expiry: text('mailExpiry', { hours: PASSWORD_LINK_TTL_HOURS }),
    ignore: text('mailIgnore'),
  };
  const html = (value: string) => escapeHtml(value);
  return {
    to: options.to,
    subject: text('mailSubject'),
    text: [lines.greeting, '', lines.intro, '', lines.action, url, '', lines.expiry, lines.ignore].join('\n'),
    html: `<!doctype html>
<html lang="${lang}"><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#222">
<p>${html(lines.greeting)}</p>
<p>${html(lines.intro)}</p>
<p>${html(lines.action)}</p>
<p><a href="${html(url)}" style="display:inline-block;padding:10px 18px;background:#0d6efd;color:#fff;text-decoration:none;border-radius:6px">${html(text('mailButton'))}</a></p>
<p style="font-size:13px;color:#555">${html(url)}</p>
<p style="font-size:13px;color:#555">${html(lines.expiry)}<br>${html(lines.ignore)}</p>
</body></html>`,
  };
}
