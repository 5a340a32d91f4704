import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every answer (docs/security.md): only our own origin for scripts,
 * styles, images, fonts and calls; no plugins, no framing (`frame-ancestors 'none'`), forms and
 * `<base>` only to ourselves. Inline styles stay allowed (React-Bootstrap and the bar charts set
 * `style` attributes); inline scripts do not — the one inline script, the page's app config, is
 * allowed by its SHA-256 hash (`scriptHashes`, e.g. `'sha256-…'`).
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const DEFAULT_POLICY = contentSecurityPolicy();

/**
 * Security headers on every answer — pages, API, media and assets (docs/security.md): helmet's set
 * (X-Content-Type-Options nosniff, X-Frame-Options DENY, Referrer-Policy no-referrer,
 * Cross-Origin-Opener/Resource-Policy same-origin, Strict-Transport-Security, …), our
 * Content-Security-Policy unless the route set its own (the page, with its script hash), and
 * `Cache-Control: no-store` on every API answer to a signed-in caller, so no shared or browser
 * cache keeps a customer's data.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', DEFAULT_POLICY);
    if (request.ctx?.user && request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
