import { createHmac, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { base32Of, paidUntilWithVoucher, readVoucherCode, voucherCodeText, voucherTagText } from "./voucher.js";

const key = randomBytes(32);
const tagOf = (text: string) => base32Of(createHmac("sha256", key).update(text).digest().subarray(0, 5));

describe("a voucher's code", () => {
  it("writes its plan and months in the open and reads back as typed, in any case, with spaces or mistaken letters", () => {
    const serial = base32Of(Uint8Array.from([0, 1, 2, 3, 4]));
    const code = {
      plan: "basic",
      months: 12,
      serial,
      tag: tagOf(voucherTagText({ plan: "basic", months: 12, serial })),
    } as const;
    const text = voucherCodeText(code);
    expect(text).toMatch(/^ODO-B12-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(readVoucherCode(text)).toEqual(code);
    expect(readVoucherCode(` ${text.toLowerCase().replaceAll("-", " ")} `)).toEqual(code);
    // O for 0 and I or L for 1, as people type them.
    const mistyped = text.replace(/0/g, "O").replace(/1/g, "l");
    expect(readVoucherCode(mistyped)).toEqual(code);
    expect(readVoucherCode(voucherCodeText({ ...code, plan: "business", months: 1 }))).toMatchObject({
      plan: "business",
      months: 1,
    });
  });

  it("reads nothing from text of another shape or months no voucher gives", () => {
    expect(readVoucherCode("hola")).toBeNull();
    expect(readVoucherCode("ODO-B12-AAAA-AAAA-AAAA")).toBeNull();
    expect(readVoucherCode("ODO-B7-AAAA-AAAA-AAAA-AAAA")).toBeNull();
    expect(readVoucherCode("ODO-X12-AAAA-AAAA-AAAA-AAAA")).toBeNull();
    expect(readVoucherCode("ODO-B12-AAAA-AAAA-AAAA-AAAU")).toBeNull();
  });

  it("writes base 32 five bits a character, Crockford's letters only", () => {
    expect(base32Of(Uint8Array.from([0, 0, 0, 0, 0]))).toBe("00000000");
    expect(base32Of(Uint8Array.from([255, 255, 255, 255, 255]))).toBe("ZZZZZZZZ");
    expect(base32Of(randomBytes(5))).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
  });
});

describe("the time a voucher pays", () => {
  const now = new Date("2026-11-30T12:00:00.000Z");

  it("adds its months after what is paid of the same plan, else from now, on the month's last day when shorter", () => {
    expect(paidUntilWithVoucher({ plan: "free", paidUntil: null }, { plan: "basic", months: 12 }, now)).toBe(
      "2027-11-30T12:00:00.000Z",
    );
    expect(
      paidUntilWithVoucher({ plan: "basic", paidUntil: "2027-01-31T12:00:00.000Z" }, { plan: "basic", months: 1 }, now),
    ).toBe("2027-02-28T12:00:00.000Z");
    // Another plan starts now; time paid that is over counts for nothing.
    expect(
      paidUntilWithVoucher(
        { plan: "basic", paidUntil: "2027-01-31T12:00:00.000Z" },
        { plan: "business", months: 3 },
        now,
      ),
    ).toBe("2027-02-28T12:00:00.000Z");
    expect(
      paidUntilWithVoucher({ plan: "basic", paidUntil: "2026-10-01T00:00:00.000Z" }, { plan: "basic", months: 1 }, now),
    ).toBe("2026-12-30T12:00:00.000Z");
  });
});
