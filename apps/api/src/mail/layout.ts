import type { TextLanguage } from '@kits/contract';
import { mailMessage } from './mail.messages';

/** One block of an e-mail: a paragraph, a list of lines, a button link, or small print. */
export type MailBlock =
  | { p: string }
  | { list: string[] }
  | { link: { label: string; url: string } }
  | { small: string };

/** What a template renders: the subject and the blocks of the body, in one language. */
export type MailContent = { subject: string; blocks: MailBlock[] };

/** `&`, `<`, `>`, `"` and `'` as character references: user text never becomes markup. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const paragraphHtml = (text: string) => escapeHtml(text).replace(/\n/g, '<br>');

/**
 * The plain-text and HTML bodies of `content` (docs/rules.md#mail-outbox): the same blocks in
 * both, every piece of text escaped in the HTML, links as a button with the address written out
 * beneath it, and the automatic-mail note at the end.
 */
export function renderBodies(lang: TextLanguage, content: MailContent): { text: string; html: string } {
  const blocks: MailBlock[] = [...content.blocks, { small: mailMessage(lang, 'automatic') }];
  const text = blocks
    .map((b) => {
      if ('p' in b) return b.p;
      if ('list' in b) return b.list.map((line) => `- ${line}`).join('\n');
      if ('link' in b) return `${b.link.label}: ${b.link.url}`;
      return b.small;
    })
    .join('\n\n');
  const html = blocks
    .map((b) => {
      if ('p' in b) return `<p>${paragraphHtml(b.p)}</p>`;
      if ('list' in b) return `<ul>${b.list.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`;
      if ('link' in b) {
        const url = escapeHtml(b.link.url);
        return `<p><a href="${url}" style="display:inline-block;padding:10px 18px;background:#0d6efd;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(b.link.label)}</a></p>
<p style="font-size:13px;color:#555">${url}</p>`;
      }
      return `<p style="font-size:13px;color:#555">${paragraphHtml(b.small)}</p>`;
    })
    .join('\n');
  return {
    text: `${text}\n`,
    html: `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#222">
${html}
</body></html>
`,
  };
}
