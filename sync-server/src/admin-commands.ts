import { planSchema } from "@odo/domain";
import type { Db } from "./db/connection.js";
import type { UserRow } from "./db/schema.js";
import { publishUser } from "./users/profile.js";
import { userView } from "./users/user-view.js";
import { updateUser, userByUsername } from "./users/users-repository.js";

export const commandUsage =
  "usage: npm run admin -- promote <username> | demote <username> | plan <username> <free|basic|business>";

/** The user's devices learn their new plan or role on their next pull. */
async function publishChange(db: Db, row: UserRow | undefined): Promise<void> {
  if (row) await publishUser(db, await userView(db, row));
}

/** Runs one admin command against the database and says what it did. */
export async function runAdminCommand(db: Db, args: readonly string[], now: Date): Promise<string> {
  const [command, username, value] = args;
  if (!username || !["promote", "demote", "plan"].includes(command ?? "")) throw new Error(commandUsage);
  const user = await userByUsername(db, username);
  if (!user) throw new Error(`no user named ${username}`);
  if (command === "plan") {
    const plan = planSchema.safeParse(value);
    if (!plan.success) throw new Error(commandUsage);
    await publishChange(db, await updateUser(db, user.id, { plan: plan.data }, now));
    return `${user.username} is now on the ${plan.data} plan`;
  }
  const role = command === "promote" ? "admin" : "user";
  await publishChange(db, await updateUser(db, user.id, { role }, now));
  return `${user.username} is now ${role === "admin" ? "an admin" : "a regular user"}`;
}
