import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import {
  base32Of,
  readVoucherCode,
  type User,
  type VoucherCode,
  type VoucherPlan,
  voucherCodeText,
  voucherLimits,
  voucherSerialBytes,
  voucherTagBytes,
  voucherTagText,
} from "@odo/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/connection.js";
import { firstRow } from "../db/first-row.js";
import { addToWindow } from "../db/rate-windows.js";
import { vouchers } from "../db/schema.js";
import { lockUserForCount } from "../db/user-lock.js";
import type { AppDeps } from "../deps.js";
import { ApiError } from "../errors.js";
import type { Requester } from "../requester.js";
import { extendPlan, refuseWhileSubscribed } from "./plan-terms.js";

/** A code's tag: the first bytes of an HMAC of what it says, under the server's secret. */
function tagOf(secret: string, code: Omit<VoucherCode, "tag">): string {
  const mac = createHmac("sha256", secret)
    .update(`odo-voucher.${voucherTagText(code)}`)
    .digest();
  return base32Of(mac.subarray(0, voucherTagBytes));
}

/** Whether the code's tag is the server's: compared in constant time. */
function tagChecks(secret: string, code: VoucherCode): boolean {
  const expected = Buffer.from(tagOf(secret, code));
  const given = Buffer.from(code.tag);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface VoucherIssue {
  plan: VoucherPlan;
  months: VoucherCode["months"];
  count: number;
  redeemBy: Date;
  note: string;
}

/** `npm run admin -- vouchers`: `count` new codes, recorded, to be printed or sent as QR codes. */
export async function issueVouchers(db: Db, secret: string, issue: VoucherIssue, now: Date): Promise<string[]> {
  if (!Number.isInteger(issue.count) || issue.count < 1 || issue.count > voucherLimits.perIssue) {
    throw new Error(`from 1 to ${voucherLimits.perIssue} vouchers at a time`);
  }
  if (issue.redeemBy.getTime() <= now.getTime()) throw new Error("the last day to redeem must be in the future");
  const codes = Array.from({ length: issue.count }, () => {
    const serial = base32Of(randomBytes(voucherSerialBytes));
    const unsigned = { plan: issue.plan, months: issue.months, serial };
    return { ...unsigned, tag: tagOf(secret, unsigned) };
  });
  await db.insert(vouchers).values(
    codes.map((code) => ({
      serial: code.serial,
      plan: code.plan,
      months: code.months,
      redeemBy: issue.redeemBy.toISOString(),
      note: issue.note,
      issuedAt: now.toISOString(),
    })),
  );
  return codes.map(voucherCodeText);
}

/**
 * One more code tried by the account, counted in a unit of its own (a refused code rolls its
 * redemption back, never its count): past the cap, the try is refused before it is read.
 */
export async function countVoucherTry(deps: AppDeps, actor: Requester): Promise<void> {
  const key = `voucher-tries:${actor.id}`;
  const tries = await addToWindow(deps.db, key, deps.clock().getTime(), voucherLimits.triesWindowMs);
  if (tries.count > voucherLimits.triesPerWindow) throw new ApiError("VOUCHER_TRIES");
}

/**
 * `POST /users/vouchers`: the signed-in person redeems a code: its tag must check (a made-up code
 * never reaches the table), it must be unused and not past its last day; the plan is then theirs
 * for its months, after what is paid already of the same plan. Tries are capped per account.
 */
export async function redeemVoucher(deps: AppDeps, actor: Requester, text: string): Promise<User> {
  const now = deps.clock();
  const code = readVoucherCode(text);
  if (!code || !tagChecks(deps.config.jwtSecret, code)) throw new ApiError("VOUCHER_INVALID");
  // One plan change at a time per account, whatever the number of processes.
  await lockUserForCount(deps.db, actor.id);
  await refuseWhileSubscribed(deps, actor.id);
  const row = firstRow(await deps.db.select().from(vouchers).where(eq(vouchers.serial, code.serial)));
  if (!row || row.plan !== code.plan || row.months !== code.months) throw new ApiError("VOUCHER_INVALID");
  if (row.redeemedBy !== null) throw new ApiError("VOUCHER_USED");
  if (row.redeemBy <= now.toISOString()) throw new ApiError("VOUCHER_EXPIRED");
  // Single use across processes: only the update that finds it unredeemed counts.
  const taken = await deps.db
    .update(vouchers)
    .set({ redeemedBy: actor.id, redeemedAt: now.toISOString() })
    .where(and(eq(vouchers.serial, code.serial), isNull(vouchers.redeemedBy)))
    .returning({ serial: vouchers.serial });
  if (taken.length === 0) throw new ApiError("VOUCHER_USED");
  return extendPlan(deps, actor.id, { plan: code.plan, months: code.months, source: "voucher" });
}
