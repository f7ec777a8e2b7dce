/**
 * The check that a person, not a script, asks for another verification code (issue 22, docs/portal.md "Codes"):
 * one interface, so a CAPTCHA provider's check can take the place of the built-in proof of work. The built-in one is
 * ALTCHA (altcha-lib on the server, the `altcha` widget in the portal), self-hosted: no third party sees a visitor.
 *
 * A challenge is signed with a key of this database (app_secrets), expires after 10 minutes and its solution is good
 * for one send: its nonce is recorded in `human_check_uses` by an atomic insert, so a solution sent twice, even at the
 * same moment, passes once.
 */
import { system } from '@site/contracts';
import type { Database } from '@site/db/client';
import { humanCheckUses } from '@site/db/schema';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt } from 'drizzle-orm';
import type { z } from 'zod';
import { storedSecret } from '../stored-secret.ts';

export type HumanCheckChallenge = z.infer<typeof system.humanCheckChallengeWire>;

export interface HumanCheck {
  /** What the portal shows: the kind of its challenge. */
  readonly kind: HumanCheckChallenge['kind'];
  /** A new challenge for the browser. */
  challenge(): Promise<HumanCheckChallenge>;
  /** Whether `payload` answers a challenge of this check and was not used before; a payload that passes is used up. */
  verify(payload: string): Promise<boolean>;
}

export interface AltchaOptions {
  /** PBKDF2 iterations per try (default 1,000). */
  cost?: number;
  /** The tries a solution needs are drawn from this range (default 2,000-6,000: about a second on a phone). */
  counter?: readonly [number, number];
  /** How long a challenge may be solved and used (default 10 minutes). */
  ttlMs?: number;
}

const ALGORITHM = 'PBKDF2/SHA-256';

/** ALTCHA's proof of work: the browser tries counters until the derived key has the signed prefix. */
export function altchaHumanCheck(db: Database, options: AltchaOptions = {}): HumanCheck {
  const { cost = 1_000, counter = [2_000, 6_000], ttlMs = 10 * 60_000 } = options;
  let keys: Promise<{ signature: string; keySignature: string }> | undefined;
  const keysOf = () => {
    keys ??= Promise.all([storedSecret(db, 'altcha-hmac'), storedSecret(db, 'altcha-key-hmac')]).then(
      ([signature, keySignature]) => ({ signature, keySignature }),
      (error: unknown) => {
        keys = undefined;
        throw error;
      },
    );
    return keys;
  };

  return {
    kind: 'altcha',
    async challenge() {
      const { signature, keySignature } = await keysOf();
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        cost,
        counter: randomInt(counter[0], counter[1]),
        deriveKey,
        expiresAt: new Date(Date.now() + ttlMs),
        hmacSignatureSecret: signature,
        hmacKeySignatureSecret: keySignature,
      });
      return {
        kind: 'altcha',
        challenge: system.altchaChallengeWire.parse({
          parameters: challenge.parameters,
          signature: challenge.signature,
        }),
      };
    },
    async verify(payload) {
      const submitted = parsePayload(payload);
      if (!submitted) return false;
      const { signature, keySignature } = await keysOf();
      let verified = false;
      try {
        const result = await verifySolution({
          challenge: submitted.challenge,
          solution: submitted.solution,
          deriveKey,
          hmacSignatureSecret: signature,
          hmacKeySignatureSecret: keySignature,
        });
        verified = result.verified && submitted.challenge.parameters.expiresAt !== undefined;
      } catch {
        // A payload of the right shape with values the library refuses (an unknown algorithm, a bad cost).
        return false;
      }
      if (!verified) return false;
      const expiresAt = new Date((submitted.challenge.parameters.expiresAt ?? 0) * 1000);
      await db.delete(humanCheckUses).where(lt(humanCheckUses.expiresAt, new Date()));
      const used = await db
        .insert(humanCheckUses)
        .values({ id: submitted.challenge.parameters.nonce.slice(0, 128), expiresAt })
        .onConflictDoNothing()
        .returning({ id: humanCheckUses.id });
      return used.length === 1;
    },
  };
}

type Submitted = Parameters<typeof verifySolution>[0];

/** The widget's payload: base64 of `{challenge, solution}`; anything else is null. */
function parsePayload(payload: string): Pick<Submitted, 'challenge' | 'solution'> | null {
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Partial<Submitted>;
    const parameters = value.challenge?.parameters;
    if (
      typeof parameters?.nonce !== 'string' ||
      typeof parameters.algorithm !== 'string' ||
      typeof value.challenge?.signature !== 'string' ||
      typeof value.solution?.counter !== 'number' ||
      typeof value.solution.derivedKey !== 'string'
    ) {
      return null;
    }
    return { challenge: value.challenge, solution: value.solution };
  } catch {
    return null;
  }
}
