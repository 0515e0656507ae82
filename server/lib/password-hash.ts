import bcrypt from 'bcryptjs';

/**
 * bcrypt work factor for stored passwords and the unknown-email dummy hash: 10 unless
 * BCRYPT_ROUNDS says otherwise. The test runs set 4 (the same code paths at a fraction of the
 * CPU: a cost-10 hash is ~0.1 s of pure JS per login); bounded so a typo cannot disable it.
 */
export const BCRYPT_ROUNDS = Math.min(14, Math.max(4, Number(process.env.BCRYPT_ROUNDS) || 10));

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_ROUNDS);
export const hashPasswordSync = (password: string) => bcrypt.hashSync(password, BCRYPT_ROUNDS);
