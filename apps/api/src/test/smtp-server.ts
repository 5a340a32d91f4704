import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** An e-mail the test server received, parsed. */
export type ReceivedMail = {
  /** The envelope's recipients (RCPT TO). */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  parsed: ParsedMail;
};

/**
 * A real SMTP server in this process (the `smtp-server` package) on a free port of 127.0.0.1, for
 * the mail tests (docs/rules.md#mail-outbox): point SMTP_URL at `url`; every message it accepts is
 * parsed with `mailparser` into `received`. `refuse(code)` makes it answer the next messages' DATA
 * with that SMTP code (e.g. 451 temporary, 550 permanent) until `accept()`; `stop()` takes it down
 * (connections refused) and `start()` brings it back on the same port.
 */
export type TestSmtpServer = {
  url: string;
  port: number;
  received: ReceivedMail[];
  refuse(code: number): void;
  accept(): void;
  start(): Promise<void>;
  stop(): Promise<void>;
};

export async function startSmtpServer(): Promise<TestSmtpServer> {
  let refusal: number | null = null;
  const received: ReceivedMail[] = [];
  const options: SMTPServerOptions = {
    // Plain SMTP on loopback: no STARTTLS (its self-signed certificate would fail), no login.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if (refusal !== null) {
            const err = Object.assign(new Error(`refused by the test server (${refusal})`), {
              responseCode: refusal,
            });
            return callback(err);
          }
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId ?? '',
            parsed,
          });
          callback();
        })
        .catch(callback);
    },
  };
  let server = new SMTPServer(options);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
    });
  const port = await listen(0);
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    refuse: (code) => {
      refusal = code;
    },
    accept: () => {
      refusal = null;
    },
    async start() {
      server = new SMTPServer(options);
      await listen(port);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
