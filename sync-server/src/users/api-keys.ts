import { createHash, randomBytes } from "node:crypto";
import {
  type ApiKeyCreate,
  type ApiKeyScope,
  type ApiKeyView,
  apiKeyLastUseEveryMs,
  apiKeyPrefix,
  apiKeysPerUser,
  scopeAllows,
  type UserRole,
} from "@odo/domain";
import type { Db } from "../db/connection.js";
import { lockUserForCount } from "../db/user-lock.js";
import { reading, type ServerDeps, writing } from "../deps.js";
import { ApiError } from "../errors.js";
import { newId } from "../ids.js";
import type { Requester } from "../requester.js";
import {
  type ApiKeyRow,
  apiKeyByHash,
  apiKeyCount,
  apiKeysOf,
  deleteApiKey,
  insertApiKey,
  touchApiKey,
} from "./api-keys-repository.js";
import { userById } from "./users-repository.js";

/** A key is 32 random bytes: a hash without salt or stretching is enough to keep it from a stolen copy. */
const keyHash = (key: string) => createHash("sha256").update(key).digest("base64url");

const view = (row: ApiKeyRow): ApiKeyView => ({
  _id: row.id,
  name: row.name,
  scope: row.scope,
  createdAt: row.createdAt,
  lastUsedAt: row.lastUsedAt,
});

/** `GET /users/api-keys`, oldest first. */
export function listApiKeys(deps: ServerDeps, actor: Requester): Promise<ApiKeyView[]> {
  return reading(deps, async ({ db }) => (await apiKeysOf(db, actor.id)).map(view));
}

/** `POST /users/api-keys`: the key, shown this once; only its hash is kept. */
export function createApiKey(
  deps: ServerDeps,
  actor: Requester,
  input: ApiKeyCreate,
): Promise<ApiKeyView & { key: string }> {
  return writing(deps, async ({ db }) => {
    await lockUserForCount(db, actor.id);
    if ((await apiKeyCount(db, actor.id)) >= apiKeysPerUser) throw new ApiError("API_KEY_LIMIT");
    const key = `${apiKeyPrefix}${randomBytes(32).toString("base64url")}`;
    const now = deps.clock();
    const row: ApiKeyRow = {
      id: newId(now),
      userId: actor.id,
      name: input.name,
      scope: input.scope,
      keyHash: keyHash(key),
      createdAt: now.toISOString(),
      lastUsedAt: null,
    };
    await insertApiKey(db, row);
    return { ...view(row), key };
  });
}

/** `DELETE /users/api-keys/{id}`: the key stops working at once. */
export async function revokeApiKey(deps: ServerDeps, actor: Requester, id: string): Promise<void> {
  const deleted = await writing(deps, ({ db }) => deleteApiKey(db, actor.id, id));
  if (deleted === 0) throw new ApiError("API_KEY_NOT_FOUND");
}

export const isApiKey = (token: string) => token.startsWith(apiKeyPrefix);

/**
 * The account a key acts for, if the key exists, the account is active and the key's scope covers
 * `need`. Its last use is written at most every `apiKeyLastUseEveryMs`.
 */
export async function apiKeyHolder(
  deps: ServerDeps,
  key: string,
  need: ApiKeyScope | undefined,
): Promise<{ id: string; role: UserRole }> {
  const now = deps.clock();
  const found = await deps.database.read(async (db: Db) => {
    const row = await apiKeyByHash(db, keyHash(key));
    const user = row && (await userById(db, row.userId));
    return row && user?.active ? { row, role: user.role } : undefined;
  });
  if (!found) throw new ApiError("UNAUTHORIZED");
  // A key never acts on the account itself (its password, its keys): only where a route allows keys.
  if (!need || !scopeAllows(found.row.scope, need)) throw new ApiError("API_KEY_SCOPE");
  const lastUsed = found.row.lastUsedAt ? Date.parse(found.row.lastUsedAt) : 0;
  if (now.getTime() - lastUsed >= apiKeyLastUseEveryMs) {
    await deps.database.write((db) => touchApiKey(db, found.row.id, now));
  }
  return { id: found.row.userId, role: found.role };
}
