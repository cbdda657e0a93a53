import { randomBytes } from "node:crypto";
import { deviceName, type SessionView, sessionsPerUser } from "@odo/domain";
import type { UserRow } from "../db/schema.js";
import { lockUserForCount } from "../db/user-lock.js";
import type { AppDeps } from "../deps.js";
import { ApiError } from "../errors.js";
import type { Requester } from "../requester.js";
import { deleteSessions, insertSession, sessionsOf } from "./sessions-repository.js";
import { updateUser, userById } from "./users-repository.js";

/** Who a request acts for, and with which session: what the account's own controls need. */
export interface SessionHolder extends Requester {
  /** The session's id; undefined for a token issued before sessions were kept. */
  sid: string | undefined;
}

/**
 * Opens a session for `user` on the device that sent `userAgent` and returns its token. Past the
 * per-user cap, the session used longest ago ends. Runs in the unit that checked the credentials.
 */
export async function openSession(
  deps: AppDeps,
  user: { id: string; sessionVersion: number },
  userAgent: string | undefined,
): Promise<string> {
  const now = deps.clock().toISOString();
  await lockUserForCount(deps.db, user.id);
  const sid = randomBytes(16).toString("base64url");
  await insertSession(deps.db, { id: sid, userId: user.id, ...deviceName(userAgent), createdAt: now, lastSeenAt: now });
  const oldestFirst = await sessionsOf(deps.db, user.id);
  for (const old of oldestFirst.slice(0, Math.max(oldestFirst.length - sessionsPerUser, 0))) {
    await deleteSessions(deps.db, user.id, { only: old.id });
  }
  return deps.signSession({ sub: user.id, sv: user.sessionVersion, sid });
}

/** `GET /users/sessions`: where the account is signed in, this device first, then the one used last. */
export async function listSessions(deps: AppDeps, actor: SessionHolder): Promise<SessionView[]> {
  const views = (await sessionsOf(deps.db, actor.id)).reverse().map((row) => ({
    _id: row.id,
    browser: row.browser,
    os: row.os,
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    current: row.id === actor.sid,
  }));
  return [...views.filter((view) => view.current), ...views.filter((view) => !view.current)];
}

/** `DELETE /users/sessions/{id}`: signs that device out now (this one too, when it is this one). */
export async function endSession(deps: AppDeps, actor: SessionHolder, sessionId: string): Promise<void> {
  if ((await deleteSessions(deps.db, actor.id, { only: sessionId })) === 0) throw new ApiError("SESSION_NOT_FOUND");
}

/**
 * Signs every other device out, with `change` to the account in the same unit (a new password):
 * their sessions end, and the session version moves on so that a token from before sessions were
 * kept stops working too. This device keeps its session and its token, so nothing it has under
 * way is refused meanwhile; a token without a session is replaced by the one returned.
 */
export async function keepOnlyThisSession(
  deps: AppDeps,
  actor: SessionHolder,
  userAgent: string | undefined,
  change: Partial<UserRow> = {},
): Promise<string | undefined> {
  const user = await userById(deps.db, actor.id);
  if (!user) throw new ApiError("UNAUTHORIZED");
  const moved = await updateUser(
    deps.db,
    user.id,
    { ...change, sessionVersion: user.sessionVersion + 1 },
    deps.clock(),
  );
  if (!moved) throw new ApiError("UNAUTHORIZED");
  await deleteSessions(deps.db, user.id, { allBut: actor.sid });
  return actor.sid === undefined ? openSession(deps, moved, userAgent) : undefined;
}
