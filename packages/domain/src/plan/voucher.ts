import { z } from "zod";
import { addMonths } from "../format/calendar.js";
import { oneOf } from "../shared/one-of.js";
import { type PaidPlan, paidPlans } from "./paid-plans.js";
import type { Plan } from "./plans.js";

/**
 * Vouchers (issue "Plans that are paid for"): a plan for some months, sold for cash by the operator
 * or a workshop and redeemed on `/plans`, typed or scanned: the route for Venezuela and for anyone
 * without a card. A code names its plan and months in the open and carries a random serial and a
 * tag: an HMAC of the rest by a key only the server holds, so a code cannot be made up, and the
 * server's record makes it single use.
 */
export const voucherPlans = paidPlans;
export type VoucherPlan = PaidPlan;
export const voucherPlanSchema = oneOf(voucherPlans);

/** The months a voucher may give. */
export const voucherMonths = [1, 3, 6, 12] as const;

export const voucherLimits = {
  /** Codes one admin command issues at most. */
  perIssue: 500,
  /** Codes one account may try in a window: a guess of a tag needs about 2^39 tries. */
  triesPerWindow: 10,
  triesWindowMs: 3_600_000,
} as const;

/**
 * Until when a voucher pays: its months after the time already paid of the same plan (a second
 * voucher adds up), or from `now` (another plan, or nothing paid left).
 */
export function paidUntilWithVoucher(
  current: { plan: Plan; paidUntil: string | null },
  voucher: { plan: VoucherPlan; months: number },
  now: Date,
): string {
  const paidLeft = current.plan === voucher.plan && current.paidUntil !== null && current.paidUntil > now.toISOString();
  return addMonths(paidLeft && current.paidUntil ? current.paidUntil : now.toISOString(), voucher.months);
}

/** Crockford's base 32: no I, L, O or U, so a code read aloud or typed is not mistaken. */
const crockford = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/**
 * Bytes of a code's serial and of its tag: 40 bits each, eight characters, short enough to type.
 * A guess of the tag is right once in 2^40, and the server caps a person's tries.
 */
export const voucherSerialBytes = 5;
export const voucherTagBytes = 5;

/** A voucher's parts, as a code says them. */
export interface VoucherCode {
  plan: VoucherPlan;
  months: (typeof voucherMonths)[number];
  /** The random serial, in base 32 (8 characters). */
  serial: string;
  /** The tag, in base 32 (8 characters). */
  tag: string;
}

/** Bytes in Crockford base 32, five bits a character (a multiple of five bytes). */
export function base32Of(bytes: Uint8Array): string {
  let text = "";
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      text += crockford[(buffer >> bits) & 31];
    }
    buffer &= (1 << bits) - 1;
  }
  return text;
}

/** What a tag covers: the plan, the months and the serial, as the code writes them. */
export function voucherTagText(code: Omit<VoucherCode, "tag">): string {
  return `${code.plan}:${code.months}:${code.serial}`;
}

const prefix: Record<VoucherPlan, string> = { basic: "B", business: "W" };

/**
 * A voucher's code as printed: "ODO-B12-" then the serial and the tag in groups of four, e.g.
 * `ODO-B12-7K3M-Q9XD-2HFA-0P4R`; the QR holds the same text.
 */
export function voucherCodeText(code: VoucherCode): string {
  const groups = `${code.serial}${code.tag}`.match(/.{4}/g) ?? [];
  return ["ODO", `${prefix[code.plan]}${code.months}`, ...groups].join("-");
}

/**
 * A code as typed or scanned, read: spaces, dashes and case do not matter, and letters a person
 * confuses are read as Crockford says (O as 0, I and L as 1). Null when it is no voucher's shape.
 */
export function readVoucherCode(text: string): VoucherCode | null {
  const clean = text.toUpperCase().replace(/[\s-]/g, "").replace(/^ODO/, "").replace(/O/g, "0").replace(/[IL]/g, "1");
  const match = /^([BW])(\d{1,2})([0-9A-HJKMNP-TV-Z]{16})$/.exec(clean);
  if (!match) return null;
  const [, planLetter, monthsText, rest] = match;
  const plan = planLetter === "B" ? "basic" : "business";
  const months = Number(monthsText);
  if (!(voucherMonths as readonly number[]).includes(months)) return null;
  return {
    plan,
    months: months as VoucherCode["months"],
    serial: (rest ?? "").slice(0, 8),
    tag: (rest ?? "").slice(8),
  };
}

/** `POST /users/vouchers`: a code to redeem, as typed or scanned (at most a line of text). */
export const voucherRedeemSchema = z
  .object({ code: z.string().trim().min(1, { error: "voucherInvalid" }).max(80, { error: "voucherInvalid" }) })
  .strict();
export type VoucherRedeem = z.infer<typeof voucherRedeemSchema>;
