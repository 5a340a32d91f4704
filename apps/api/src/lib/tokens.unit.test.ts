import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client';
import { createTokenService } from './tokens';

/** A token service on a fixed secret (the database is read only for a generated one). */
const service = (options: { ttlSeconds?: number; verifiedMax?: number } = {}) =>
  createTokenService({ db: undefined as unknown as Db, secret: 's'.repeat(40), ttlSeconds: 600, ...options });

/** Counts the HMAC signature checks jose makes (WebCrypto's verify). */
const countSignatureChecks = () => vi.spyOn(globalThis.crypto.subtle, 'verify');

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('verified bearer tokens kept per process (docs/rules.md#verified-tokens)', () => {
  it('checks a token’s signature once, then answers the same claims from memory', async () => {
    const tokens = await service();
    const token = await tokens.sign(7);
    const checks = countSignatureChecks();
    const first = await tokens.verify(token);
    const again = await tokens.verify(token);
    expect(first).toMatchObject({ userId: 7, jti: expect.any(String) });
    expect(again).toEqual(first);
    expect(checks).toHaveBeenCalledTimes(1);
  });

  it('refuses a kept token from the second it expires, as jose does', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T10:00:00.000Z'));
    const tokens = await service({ ttlSeconds: 60 });
    const token = await tokens.sign(7);
    expect(await tokens.verify(token)).not.toBeNull();
    vi.setSystemTime(new Date('2026-11-29T10:00:59.999Z'));
    expect(await tokens.verify(token)).not.toBeNull();
    vi.setSystemTime(new Date('2026-11-29T10:01:00.000Z'));
    expect(await tokens.verify(token)).toBeNull();
    // And a fresh service (nothing kept) agrees.
    expect(await (await service()).verify(token)).toBeNull();
  });

  it('keeps no refused token: a bad signature, a download token or garbage is checked every time', async () => {
    const tokens = await service();
    const other = await createTokenService({
      db: undefined as unknown as Db,
      secret: 'x'.repeat(40),
      ttlSeconds: 600,
    });
    const forged = await other.sign(7);
    const download = (
      await tokens.signFor({ userId: 7, purpose: 'download-media', session: 'j', ttlSeconds: 60 })
    ).token;
    const checks = countSignatureChecks();
    for (const token of [forged, download, forged, download]) expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify('not.a.jwt')).toBeNull();
    expect(checks).toHaveBeenCalledTimes(4);
  });

  it('keeps at most `verifiedMax` tokens, the least recently used leaving first', async () => {
    const tokens = await service({ verifiedMax: 2 });
    const [a, b, c] = [await tokens.sign(1), await tokens.sign(2), await tokens.sign(3)];
    for (const token of [a, b, c]) await tokens.verify(token);
    const checks = countSignatureChecks();
    expect((await tokens.verify(c))?.userId).toBe(3);
    expect((await tokens.verify(b))?.userId).toBe(2);
    expect(checks).toHaveBeenCalledTimes(0);
    expect((await tokens.verify(a))?.userId).toBe(1);
    expect(checks).toHaveBeenCalledTimes(1);
  });
});
