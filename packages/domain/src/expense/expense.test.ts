import { describe, expect, it } from "vitest";
import { dueDateAfterPayment } from "./due-date-move.js";
import { expenseChanges, expenseCreateSchema, expenseUpdateSchema, newExpense, patchedExpense } from "./expense.js";

const context = { _id: "0190a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b", vehicleId: "0190a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2c" };
const made = (input: unknown) =>
  newExpense(expenseCreateSchema.parse(input), {
    ...context,
    authorId: context.vehicleId,
    currency: "VES",
    now: "2026-11-01T00:00:00.000Z",
  });

describe("an expense", () => {
  it("takes its author's currency when it names none, and keeps what was typed", () => {
    const toll = made({ category: "tolls", amount: "3,50", date: "2026-10-01", place: " Autopista ", km: "" });
    expect(toll).toMatchObject({ currency: "VES", amount: 3.5, place: "Autopista", km: null, recurrence: null });
  });

  it("is refused without a category or an amount, with keys both apps translate", () => {
    const refused = expenseCreateSchema.safeParse({ date: "2026-10-01" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["category", "required"],
      ["amount", "required"],
    ]);
    expect(
      expenseCreateSchema.safeParse({ category: "bribes", amount: 1, date: "2026-10-01" }).error?.issues[0]?.message,
    ).toBe("invalidOption");
  });

  it("starts a series with a period in months, or is an occurrence of one, never both", () => {
    const parking = made({ category: "parking", amount: 40, date: "2026-10-01", recurrence: { everyMonths: "1" } });
    expect(parking.recurrence).toEqual({ everyMonths: 1, until: null, autoLog: false, skipped: [] });
    expect(
      expenseCreateSchema.safeParse({
        category: "parking",
        amount: 40,
        date: "2026-10-01",
        recurrence: { everyMonths: 1 },
        occurrenceOf: { series: context._id, index: 1 },
      }).success,
    ).toBe(false);
    expect(
      expenseCreateSchema.safeParse({
        category: "parking",
        amount: 1,
        date: "2026-10-01",
        recurrence: { everyMonths: 0 },
      }).success,
    ).toBe(false);
  });

  it("is patched field by field; null clears its km, and an occurrence never starts a series", () => {
    const toll = made({ category: "tolls", amount: 3, date: "2026-10-01", km: 500 });
    const patch = expenseUpdateSchema.parse({ km: null, amount: 4 });
    expect(patchedExpense(toll, patch, "2026-11-02T00:00:00.000Z")).toMatchObject({ km: null, amount: 4, place: "" });
    const occurrence = { ...toll, occurrenceOf: { series: context._id, index: 2 } };
    const tried = patchedExpense(
      occurrence,
      expenseUpdateSchema.parse({ recurrence: { everyMonths: 1 } }),
      "2026-11-02T00:00:00.000Z",
    );
    expect(tried.recurrence).toBeNull();
    expect(expenseUpdateSchema.safeParse({}).error?.issues[0]?.message).toBe("nothingToUpdate");
  });
});

describe("a payment's due date", () => {
  const vehicle = { insuranceDate: "2026-12-01T12:00:00.000Z", taxesDate: null };

  it("runs on from the date it was due when paid early", () => {
    expect(dueDateAfterPayment(vehicle, { category: "insurance", date: "2026-11-20T12:00:00.000Z" })).toEqual({
      field: "insuranceDate",
      date: "2027-12-01T12:00:00.000Z",
    });
  });

  it("runs from the day of payment when it had passed or was never set, for the period paid", () => {
    expect(
      dueDateAfterPayment(vehicle, { category: "insurance", date: "2027-01-10T12:00:00.000Z", coversMonths: 6 }),
    ).toEqual({ field: "insuranceDate", date: "2027-07-10T12:00:00.000Z" });
    expect(
      dueDateAfterPayment(vehicle, {
        category: "taxes",
        date: "2026-03-31T12:00:00.000Z",
        recurrence: { everyMonths: 1 },
      }),
    ).toEqual({ field: "taxesDate", date: "2026-04-30T12:00:00.000Z" });
  });

  it("is not followed for a toll", () => {
    expect(dueDateAfterPayment(vehicle, { category: "tolls", date: "2026-11-20T12:00:00.000Z" })).toBeNull();
  });
});

describe("an expense's edit", () => {
  it("sends only what changed, clears a km, and keeps the occurrences the owner skipped", () => {
    const series = made({
      category: "parking",
      amount: 40,
      date: "2026-10-01",
      km: 800,
      recurrence: { everyMonths: 1 },
    });
    const stored = { ...series, recurrence: { everyMonths: 1, until: null, autoLog: false, skipped: [2] } };
    const edited = expenseCreateSchema.parse({
      category: "parking",
      amount: 45,
      date: stored.date,
      recurrence: { everyMonths: 1, autoLog: true },
    });
    expect(expenseChanges(stored, edited)).toEqual({
      amount: 45,
      km: null,
      recurrence: { everyMonths: 1, until: null, autoLog: true, skipped: [2] },
    });
  });
});
