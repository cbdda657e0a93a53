import { hash, verify } from "@node-rs/argon2";

export interface PasswordHashing {
  memoryCost: number;
  timeCost: number;
}

/** argon2id (the library's default algorithm) with the configured cost. */
export function hashPassword(password: string, cost: PasswordHashing): Promise<string> {
  return hash(password, { memoryCost: cost.memoryCost, timeCost: cost.timeCost });
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password. With no stored hash it still runs one verification against a throwaway hash,
 * so a missing account and a wrong password take the same time.
 */
export async function passwordMatches(
  password: string,
  stored: string | null,
  cost: PasswordHashing,
): Promise<boolean> {
  if (stored === null) {
    dummyHash ??= hashPassword("not a real password", cost);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
