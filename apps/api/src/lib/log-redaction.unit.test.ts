import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { redactingLogger, redactUrl } from './log-redaction';

/** What a logger with our redaction writes for `write(logger)`, as one string. */
function logged(write: (logger: pino.Logger) => void): string {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const { level, redact, serializers } = redactingLogger('info') as pino.LoggerOptions;
  write(pino({ level, redact, serializers }, sink));
  return lines.join('');
}

describe('log redaction (docs/security.md#logs)', () => {
  it('hides secret query parameters of a URL', () => {
    expect(redactUrl('/api/v0/download-media?token=abc.def&x=1')).toBe(
      '/api/v0/download-media?token=[redacted]&x=1',
    );
    expect(redactUrl('/set-password?token=s3cret')).toBe('/set-password?token=[redacted]');
  });

  it('hides the secret segment of the МойСклад webhook path', () => {
    expect(redactUrl('/api/v0/moysklad/webhooks/Zq9-secret_x?requestId=1')).toBe(
      '/api/v0/moysklad/webhooks/[redacted]?requestId=1',
    );
  });

  it('keeps no header secret, password, e-mail or phone, nor the parameters of a failed query', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (email)=(irina@shop.test) already exists.',
    });
    const err = new DrizzleQueryError(
      'insert into users (email, phone) values ($1, $2)',
      ['irina@shop.test', '+7 900 111-22-33'],
      cause,
    );
    const out = logged((log) => {
      log.info(
        {
          req: {
            method: 'GET',
            url: '/api/v0/download-media?token=abc',
            headers: { authorization: 'Bearer x' },
          },
        },
        'request',
      );
      log.info(
        { body: { login: 'irina', password: 'hunter22', email: 'irina@shop.test', phone: '+7 900' } },
        'body',
      );
      log.error({ err }, 'failed');
    });
    for (const secret of ['abc', 'Bearer x', 'hunter22', 'irina@shop.test', '+7 900', '111-22-33']) {
      expect(out, secret).not.toContain(secret);
    }
    expect(out).toContain('insert into users (email, phone)');
    expect(out).toContain('duplicate key value violates unique constraint');
  });

  it('keeps no Shopify access token, from a body or a header', () => {
    const out = logged((log) => {
      log.info({ body: { shop_domain: 'a.myshopify.com', access_token: 'shpat_body_secret' } }, 'connect');
      log.info(
        {
          req: {
            method: 'POST',
            url: '/x/graphql.json',
            headers: { 'x-shopify-access-token': 'shpat_header' },
          },
        },
        'request',
      );
    });
    expect(out).not.toContain('shpat_');
    expect(out).toContain('a.myshopify.com');
  });
});
