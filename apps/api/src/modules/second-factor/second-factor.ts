import { RECOVERY_CODE_PATTERN, TOTP_CODE_PATTERN } from '@portal/shared';
import type { Db } from '../../db/client.ts';
import type { GuessResult } from '../auth/index.ts';
import { keyedHash } from '../../lib/crypto/derive-key.ts';
import { decryptSecret, encryptSecret } from '../../lib/crypto/secrets.ts';
import { newRecoveryCodes } from './recovery-codes.ts';
import * as repo from './repository.ts';
import { newTotpSecret, otpauthUrl, stepOfCode } from './totp.ts';

export type SecondFactorKeys = {
  /** Encrypts TOTP secrets at rest (AES-256-GCM, as genPass, under a key of their own). */
  secretsKey: Buffer;
  /** The keyed hash of the e-mailed codes, which recovery codes are stored as too. */
  hashKey: Buffer;
};

/**
 * A user's TOTP second factor and recovery codes (DESIGN §9), shared by sign-in, the user's own
 * security page and the admin's reset. Codes are judged inside a transaction the caller holds, so
 * taking a code and counting a wrong one commit together (modules/auth/guess-budget.ts).
 */
export function createSecondFactor({ secretsKey, hashKey }: SecondFactorKeys) {
  // Bound to the user: a code of one account is worthless for any other.
  const hashRecoveryCode = (userId: string, code: string) => keyedHash(hashKey, `recovery:${userId}:${code}`);

  /** Uses up one unused recovery code of `userId`. */
  async function useRecoveryCode(tx: Db, userId: string, code: string): Promise<GuessResult> {
    if (!RECOVERY_CODE_PATTERN.test(code)) return 'wrong';
    return (await repo.useRecoveryCode(tx, userId, hashRecoveryCode(userId, code))) ? 'taken' : 'wrong';
  }

  /** Whether the user has a confirmed second factor. */
  async function isEnrolled(db: Db, userId: string): Promise<boolean> {
    return Boolean((await repo.readFactor(db, userId))?.confirmedAt);
  }

  return {
    isEnrolled,

    /** What the security page shows. */
    async status(db: Db, userId: string) {
      const mfa = await isEnrolled(db, userId);
      return { mfa, recoveryCodesLeft: mfa ? await repo.unusedRecoveryCodes(db, userId) : 0 };
    },

    /**
     * Starts an enrolment: a new secret, kept until its first code confirms it (and replacing any
     * earlier unconfirmed one). Null when the user already has a confirmed second factor.
     */
    async begin(db: Db, user: { id: string; email: string }) {
      const secret = newTotpSecret();
      const stored = encryptSecret(secretsKey, secret, repo.totpSecretPlace(user.id));
      if (!(await repo.savePendingSecret(db, user.id, stored))) return null;
      return { secret, otpauthUrl: otpauthUrl(user.email, secret) };
    },

    /**
     * Judges `code` for `userId`: while `enrolling`, a TOTP code of the pending secret confirms it;
     * otherwise a TOTP code of the confirmed secret whose step is later than any taken, or an unused
     * recovery code. Each is taken by one conditional statement, so it works once.
     */
    async tryCode(tx: Db, userId: string, code: string, enrolling: boolean): Promise<GuessResult> {
      const factor = await repo.readFactor(tx, userId);
      if (!factor?.secretEncrypted || Boolean(factor.confirmedAt) === enrolling) return 'wrong';
      if (!enrolling && !TOTP_CODE_PATTERN.test(code)) return useRecoveryCode(tx, userId, code);
      const plain = decryptSecret(secretsKey, factor.secretEncrypted, repo.totpSecretPlace(userId));
      const step = stepOfCode(plain, code);
      if (step === null) return 'wrong';
      const take = enrolling ? repo.confirmSecret : repo.takeStep;
      return (await take(tx, userId, factor.secretEncrypted, step)) ? 'taken' : 'wrong';
    },

    /** New recovery codes in place of any earlier ones; only their hashes are stored. */
    async issueRecoveryCodes(tx: Db, userId: string): Promise<string[]> {
      const codes = newRecoveryCodes();
      await repo.replaceRecoveryCodes(
        tx,
        userId,
        codes.map((code) => hashRecoveryCode(userId, code)),
      );
      return codes;
    },

    useRecoveryCode,

    /** Removes the second factor; false when there is no such user. */
    clear: repo.clearFactor,
  };
}

export type SecondFactor = ReturnType<typeof createSecondFactor>;
