import type { Db } from "./db/open.js";
import { updateUser, userByUsername } from "./users/users-repository.js";

export const commandUsage = "usage: npm run admin -- promote <username> | demote <username>";

/** Runs one admin command against the database and says what it did. */
export function runAdminCommand(db: Db, args: readonly string[], now: Date): string {
  const [command, username] = args;
  if ((command !== "promote" && command !== "demote") || !username) throw new Error(commandUsage);
  const user = userByUsername(db, username);
  if (!user) throw new Error(`no user named ${username}`);
  const role = command === "promote" ? "admin" : "user";
  updateUser(db, user.id, { role }, now);
  return `${user.username} is now ${role === "admin" ? "an admin" : "a regular user"}`;
}
