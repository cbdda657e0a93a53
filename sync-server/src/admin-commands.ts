import { planSchema, voucherMonths, voucherPlanSchema } from "@odo/domain";
import { eq } from "drizzle-orm";
import { stripeProvider } from "./billing/provider.js";
import { issueVouchers } from "./billing/vouchers.js";
import type { BillingConfig } from "./config.js";
import type { Db } from "./db/connection.js";
import { planTerms, type UserRow, users } from "./db/schema.js";
import { publishUser } from "./users/profile.js";
import { userView } from "./users/user-view.js";
import { updateUser, userByUsername } from "./users/users-repository.js";

export const commandUsage = [
  "usage: npm run admin -- promote <username> | demote <username> | plan <username> <free|basic|business>",
  `       npm run admin -- vouchers <basic|business> <months: ${voucherMonths.join("|")}> <count> <last day to redeem, YYYY-MM-DD> [note]`,
  "       npm run admin -- subscriptions | refund <payment intent id, pi_…> [amount in the currency's smallest unit]",
].join("\n");

/** What an admin command may need besides the database: the secret vouchers are tagged with. */
export interface AdminContext {
  db: Db;
  now: Date;
  voucherSecret: string;
  /** The payment provider, for refunds; null in test mode. */
  billing?: BillingConfig | null;
}

/** Every account with a paid plan's terms: who, which plan, paid by what, until when. */
async function listSubscriptions(db: Db): Promise<string> {
  const rows = await db
    .select({
      username: users.username,
      plan: users.plan,
      source: planTerms.source,
      paidUntil: planTerms.paidUntil,
      renews: planTerms.renews,
      customer: planTerms.providerCustomer,
    })
    .from(planTerms)
    .innerJoin(users, eq(users.id, planTerms.userId))
    .orderBy(planTerms.paidUntil);
  if (rows.length === 0) return "no paid plans";
  return rows
    .map((row) =>
      [
        row.username,
        row.plan,
        row.source,
        row.paidUntil.slice(0, 10),
        row.renews ? "renews" : "ends",
        row.customer ?? "",
      ]
        .join("\t")
        .trimEnd(),
    )
    .join("\n");
}

/** A payment refunded through the provider, whole or `amount` of it. */
async function refund(context: AdminContext, args: readonly string[]): Promise<string> {
  const [paymentIntent, amount] = args;
  if (!context.billing) throw new Error("no payment provider is configured (STRIPE_SECRET_KEY): nothing to refund");
  if (!paymentIntent?.startsWith("pi_") || (amount !== undefined && !/^\d+$/.test(amount)))
    throw new Error(commandUsage);
  const refundId = await stripeProvider(context.billing).refund(
    paymentIntent,
    amount === undefined ? undefined : Number(amount),
  );
  return `refunded ${paymentIntent}${amount ? ` (${amount})` : ""}: ${refundId}; the provider's events end the plan if the subscription is cancelled`;
}

/**
 * `vouchers basic 12 20 2027-06-30 "Taller Sur"`: twenty codes for a year of basic, one a line,
 * to print or send as QR codes; they can be redeemed until the end of that day (UTC).
 */
async function issueVoucherCodes(context: AdminContext, args: readonly string[]): Promise<string> {
  const [plan, months, count, lastDay, ...note] = args;
  const parsedPlan = voucherPlanSchema.safeParse(plan);
  const parsedMonths = voucherMonths.find((allowed) => String(allowed) === months);
  const redeemBy = /^\d{4}-\d{2}-\d{2}$/.test(lastDay ?? "") ? new Date(`${lastDay}T23:59:59.999Z`) : null;
  if (!parsedPlan.success || parsedMonths === undefined || !redeemBy || Number.isNaN(redeemBy.getTime())) {
    throw new Error(commandUsage);
  }
  const codes = await issueVouchers(
    context.db,
    context.voucherSecret,
    { plan: parsedPlan.data, months: parsedMonths, count: Number(count), redeemBy, note: note.join(" ") },
    context.now,
  );
  return codes.join("\n");
}

/** The user's devices learn their new plan or role on their next pull. */
async function publishChange(db: Db, row: UserRow | undefined): Promise<void> {
  if (row) await publishUser(db, await userView(db, row));
}

/** Runs one admin command against the database and says what it did. */
export async function runAdminCommand(context: AdminContext, args: readonly string[]): Promise<string> {
  const { db, now } = context;
  const [command, username, value] = args;
  if (command === "vouchers") return issueVoucherCodes(context, args.slice(1));
  if (command === "subscriptions") return listSubscriptions(db);
  if (command === "refund") return refund(context, args.slice(1));
  if (!username || !["promote", "demote", "plan"].includes(command ?? "")) throw new Error(commandUsage);
  const user = await userByUsername(db, username);
  if (!user) throw new Error(`no user named ${username}`);
  if (command === "plan") {
    const plan = planSchema.safeParse(value);
    if (!plan.success) throw new Error(commandUsage);
    // A plan set by hand has no end: what a voucher paid is forgotten.
    await db.delete(planTerms).where(eq(planTerms.userId, user.id));
    await publishChange(db, await updateUser(db, user.id, { plan: plan.data }, now));
    return `${user.username} is now on the ${plan.data} plan`;
  }
  const role = command === "promote" ? "admin" : "user";
  await publishChange(db, await updateUser(db, user.id, { role }, now));
  return `${user.username} is now ${role === "admin" ? "an admin" : "a regular user"}`;
}
