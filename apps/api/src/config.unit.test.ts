import { describe, expect, it } from 'vitest';
import { startupWarnings } from './config';

describe('startupWarnings (docs/security.md#production)', () => {
  it('warns in production when tokens are signed with the generated secret, and only then', () => {
    expect(startupWarnings({ NODE_ENV: 'production', AUTH_SECRET: undefined })).toEqual([
      expect.stringContaining('AUTH_SECRET is not set'),
    ]);
    expect(startupWarnings({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) })).toEqual([]);
    expect(startupWarnings({ NODE_ENV: 'development', AUTH_SECRET: undefined })).toEqual([]);
  });
});
