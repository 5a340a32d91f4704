import type nodemailer from 'nodemailer';
import type { TransportOptions } from 'nodemailer';
import { lazyRequire } from './lazy-require';

/** nodemailer, loaded only when a mailer is made (SMTP_URL set; docs/rules.md#lazy-libraries). */
const mailLibrary = lazyRequire<typeof nodemailer>('nodemailer');

/**
 * One e-mail: a plain-text body and a simple HTML one with the same content; `messageId` (e.g.
 * `<mail-12@b2b.example.com>`) instead of a generated one.
 */
export type MailMessage = { to: string; subject: string; text: string; html: string; messageId?: string };

/** What the transport answers for a sent e-mail (`message`: the whole e-mail as JSON with jsonTransport). */
export type SentMail = { messageId: string; message?: unknown };

/** Sends e-mails (docs/rules.md#mail-outbox): one nodemailer transport and the sender address. */
export type Mailer = {
  /** The From address, MAIL_FROM. */
  readonly from: string;
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
};

/**
 * A mailer over a nodemailer transport: an SMTP URL (`smtp://user:pass@host:587`,
 * `smtps://…`) or transport options (tests pass `{ jsonTransport: true }` or
 * `{ streamTransport: true }`, which send nothing).
 */
export function createMailer(options: { transport: string | TransportOptions; from: string }): Mailer {
  const transporter = mailLibrary().createTransport(options.transport as TransportOptions);
  return {
    from: options.from,
    async send(message) {
      const info = await transporter.sendMail({ from: options.from, ...message });
      return { messageId: String(info.messageId), message: info.message };
    },
    close: () => transporter.close(),
  };
}

/** The app's mailer from SMTP_URL and MAIL_FROM; null without SMTP_URL (set-password links are then shown to staff). */
export function mailerFromConfig(config: { SMTP_URL?: string; MAIL_FROM: string }): Mailer | null {
  return config.SMTP_URL ? createMailer({ transport: config.SMTP_URL, from: config.MAIL_FROM }) : null;
}
