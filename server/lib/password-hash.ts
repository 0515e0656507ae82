import bcrypt from 'bcryptjs';

/**
 * bcrypt work factor for stored passwords and the unknown-email dummy hash: 10 unless
 * BCRYPT_ROUNDS says otherwise, bounded so a typo cannot disable it. The test runs set 4 (the
 * same code paths at a fraction of the CPU: a cost-10 hash is ~0.1 s of pure JS per login).
 */
export const bcryptRounds = (setting: string | undefined) =>
  Math.min(14, Math.max(4, Number(setting) || 10));

export const BCRYPT_ROUNDS = bcryptRounds(process.env.BCRYPT_ROUNDS);

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_ROUNDS);
export const hashPasswordSync = (password: string) => bcrypt.hashSync(password, BCRYPT_ROUNDS);
