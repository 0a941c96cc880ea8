import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2 behind one object, so a test can count the verifications login runs. */
export const passwords = {
  hash: (plain: string): Promise<string> => hash(plain),
  /** False for a wrong password and for a stored value that is not an argon2 hash. */
  verify: (hashed: string, plain: string): Promise<boolean> =>
    verify(hashed, plain).catch(() => false),
};

/** Made once at start, so that even the first unknown name costs no extra hashing. */
const dummy: Promise<string> = hash(randomBytes(18).toString('base64url'));

/**
 * A hash of a random password with the same parameters as real ones: login verifies against it when no
 * account matches, so an unknown name costs the same argon2 work as a wrong password.
 */
export function dummyPasswordHash(): Promise<string> {
  return dummy;
}
