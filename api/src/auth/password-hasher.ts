import * as argon2 from 'argon2';

// argon2id at OWASP's minimum profile (19 MiB, 2 passes): about 20 ms a hash on this class of machine.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (plain: string) => argon2.hash(plain, OPTIONS);

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/** Spends the time of a real check, so an unknown email answers as slowly as a wrong password. */
export async function burnPasswordCheck(plain: string): Promise<false> {
  dummy ??= hashPassword('not-a-real-password-Aa1!');
  await verifyPassword(await dummy, plain);
  return false;
}

/**
 * The stored hash of an account started from an invitation link, before its owner sets a password: no
 * password verifies against it (argon2 refuses the empty hash), so only the link or a reset opens it.
 */
export const NO_PASSWORD = '';
export const hasPassword = (passwordHash: string): boolean => passwordHash !== NO_PASSWORD;
