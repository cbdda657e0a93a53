import type { User } from "@odo/domain";
import { logPut } from "../db/change-log.js";
import type { Db } from "../db/connection.js";
import type { AppDeps } from "../deps.js";
import { ApiError } from "../errors.js";
import type { Requester } from "../requester.js";
import { userView } from "./user-view.js";
import { userById } from "./users-repository.js";

/** `GET /users/{id}`: yourself, or anyone for an admin; otherwise it does not exist. */
export async function readUser(deps: AppDeps, requester: Requester, id: string): Promise<User> {
  const row = requester.id === id || requester.role === "admin" ? await userById(deps.db, id) : undefined;
  if (!row) throw new ApiError("OWNER_NOT_FOUND");
  return userView(deps.db, row);
}

/** The user's own row reaches their devices through the change log. */
export async function publishUser(db: Db, user: User): Promise<User> {
  await logPut(db, user._id, "user", user._id, user);
  return user;
}
