import type { TokenService } from '../../lib/tokens';

/**
 * The device cookie of OWASP's "Slow Down Online Guessing Attacks with Device Cookies"
 * (docs/security.md#sign-in-limits, docs/rules.md#login-limits): a browser that signed in to an
 * account carries a signed token naming that account and a random nonce; its sign-in tries are
 * limited on their own (account + device), so guessing from elsewhere never slows the owner's
 * device. The token is a jose HS256 JWT made by the app's token service with the app's secret, for
 * this one purpose (`verify` refuses it as a bearer token; the download link's purpose differs).
 */
export const DEVICE_COOKIE = 'kits_device';
/** The cookie goes to the login call only. */
export const DEVICE_COOKIE_PATH = '/api/v0/auth/login';
/** A device is remembered for a year after its last sign-in (each sign-in renews the cookie). */
export const DEVICE_TTL_SECONDS = 365 * 24 * 60 * 60;
const PURPOSE = 'login-device';

/** A trusted device: the account it signed in to and its nonce (the token's jti). */
export type Device = { userId: number; nonce: string };

/** The value of the device cookie in a Cookie header, or null (RFC 6265 §5.4: `name=value; …`). */
export function readDeviceCookie(header: string | undefined): string | null {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === DEVICE_COOKIE) return pair.slice(at + 1).trim() || null;
  }
  return null;
}

/** The device of a cookie's value when its signature, purpose and expiry hold; else null. */
export async function verifyDevice(tokens: TokenService, value: string | null): Promise<Device | null> {
  if (!value) return null;
  const claims = await tokens.verifyFor(value, PURPOSE);
  return claims ? { userId: claims.userId, nonce: claims.jti } : null;
}

/** A new device token for `userId` (a fresh nonce). */
export async function signDevice(tokens: TokenService, userId: number): Promise<string> {
  const { token } = await tokens.signFor({
    userId,
    purpose: PURPOSE,
    session: 'device',
    ttlSeconds: DEVICE_TTL_SECONDS,
  });
  return token;
}

/**
 * The Set-Cookie header of a device token: HttpOnly (no script reads it), SameSite=Strict (no other
 * site's page sends it), Secure when the request came over https, only for the login call.
 */
export function deviceCookieHeader(value: string, options: { secure: boolean }): string {
  const parts = [
    `${DEVICE_COOKIE}=${value}`,
    `Path=${DEVICE_COOKIE_PATH}`,
    `Max-Age=${DEVICE_TTL_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
