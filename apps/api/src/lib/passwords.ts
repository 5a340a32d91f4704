import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, 2 passes): OWASP's minimum recommendation. */
export type HashOptions = { memoryCost?: number; timeCost?: number };

/** An argon2id PHC string (`$argon2id$v=19$m=…`) for `password`. Cheaper `options` only in tests. */
export function hashPassword(password: string, options: HashOptions = {}): Promise<string> {
  return hash(password, options);
}

/** A hash of a password nobody knows, so a login with an unknown name costs as much as a wrong password. */
let dummyHash: Promise<string> | undefined;

/**
 * True when `password` matches `passwordHash` (parameters are read from the hash). With no hash
 * (unknown login) it verifies against a dummy one and answers false, so response times do not
 * tell which logins exist. A malformed hash answers false.
 */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  try {
    if (!passwordHash) {
      dummyHash ??= hash('not-a-real-password-9f1c2e');
      await verify(await dummyHash, password);
      return false;
    }
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
