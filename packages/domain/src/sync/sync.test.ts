import { describe, expect, it } from "vitest";
import { ids } from "../testing/fixtures.js";
import { mutationArgsSchemas, mutationNames, parseMutation } from "./mutations.js";
import {
  liveChangeEvent,
  maxPullPagesPerRequest,
  parseLiveChange,
  pullPagesQuerySchema,
  pullQuerySchema,
  pullResponseSchema,
  pushRequestSchema,
  pushResponseSchema,
} from "./protocol.js";

const date = "2026-11-22T10:00:00.000Z";

describe("mutation contract", () => {
  it("names every mutation the apps exchange", () => {
    expect(mutationNames).toEqual([
      "vehicle.create",
      "vehicle.update",
      "vehicle.delete",
      "vehicle.settings",
      "vehicle.endVisit",
      "maintenance.create",
      "maintenance.update",
      "maintenance.delete",
      "refuel.create",
      "refuel.update",
      "refuel.delete",
      "expense.create",
      "expense.update",
      "expense.delete",
      "attachment.create",
      "attachment.delete",
      "reminder.create",
      "reminder.update",
      "reminder.delete",
      "reminder.complete",
      "reminder.snooze",
      "tyreSet.create",
      "tyreSet.update",
      "tyreSet.delete",
      "tyreEvent.create",
      "tyreEvent.update",
      "tyreEvent.delete",
      "treadReading.create",
      "treadReading.update",
      "treadReading.delete",
      "recall.dismiss",
      "notification.read",
      "user.update",
      "user.rate",
    ]);
  });

  it("validates and normalises args with the same rules as the REST doors", () => {
    const parsed = parseMutation({
      mid: 1,
      name: "vehicle.create",
      args: { _id: ids.vehicle, vehicleType: "car", manufacture: " mazda", model: "3" },
    });
    expect(parsed).toEqual({
      ok: true,
      mutation: {
        mid: 1,
        name: "vehicle.create",
        args: {
          _id: ids.vehicle,
          vehicleType: "car",
          manufacture: "Mazda",
          model: "3",
          power: "gasoline",
          type: "gasoline",
          energyType: "95",
          from: "manual",
        },
      },
    });
  });

  it("needs the row's final id on every create", () => {
    expect(
      parseMutation({ mid: 1, name: "vehicle.create", args: { vehicleType: "car", manufacture: "a", model: "b" } }),
    ).toEqual({
      ok: false,
      code: "VALIDATION_FAILED",
      message: "invalidId",
    });
    const maintenance = { vehicleId: ids.vehicle, maintenance: { type: "battery", date } };
    expect(parseMutation({ mid: 2, name: "maintenance.create", args: maintenance })).toMatchObject({
      ok: false,
      message: "invalidId",
    });
    const withId = { ...maintenance, maintenance: { ...maintenance.maintenance, _id: ids.other } };
    expect(parseMutation({ mid: 2, name: "maintenance.create", args: withId })).toMatchObject({ ok: true });
  });

  it("refuses a broken rule with its key and an unknown name as such", () => {
    const refuel = { vehicleId: ids.vehicle, refuel: { _id: ids.other, date, amount: 10 } };
    expect(parseMutation({ mid: 3, name: "refuel.create", args: refuel })).toEqual({
      ok: false,
      code: "VALIDATION_FAILED",
      message: "vehicle.refuels.add.error.quantity",
    });
    expect(parseMutation({ mid: 4, name: "vehicle.explode", args: {} })).toEqual({
      ok: false,
      code: "UNKNOWN_MUTATION",
      message: "vehicle.explode",
    });
    expect(parseMutation({ mid: 5, name: "toString", args: {} })).toMatchObject({ code: "UNKNOWN_MUTATION" });
  });

  it("accepts the smaller mutations", () => {
    expect(mutationArgsSchemas["vehicle.delete"].safeParse({ _id: ids.vehicle }).success).toBe(true);
    expect(mutationArgsSchemas["vehicle.update"].safeParse({ _id: ids.vehicle, patch: { color: "Red" } }).success).toBe(
      true,
    );
    expect(
      mutationArgsSchemas["vehicle.settings"].safeParse({
        _id: ids.vehicle,
        settings: { maintenanceInterval: 5000, resetMaintenanceType: "general" },
      }).success,
    ).toBe(true);
    expect(mutationArgsSchemas["notification.read"].safeParse({ notificationId: ids.other }).success).toBe(true);
    expect(mutationArgsSchemas["user.rate"].safeParse({ rating: 4 }).success).toBe(true);
    expect(mutationArgsSchemas["user.update"].safeParse({ lang: "en" }).success).toBe(true);
  });
});

describe("push and pull", () => {
  it("accepts a batch in mid order and refuses one out of order", () => {
    const mutations = [
      { mid: 1, name: "vehicle.delete", args: { _id: ids.vehicle } },
      { mid: 2, name: "vehicle.delete", args: { _id: ids.other } },
    ];
    expect(pushRequestSchema.safeParse({ clientId: ids.owner, mutations }).success).toBe(true);
    expect(pushRequestSchema.safeParse({ clientId: ids.owner, mutations: [...mutations].reverse() }).success).toBe(
      false,
    );
    expect(pushRequestSchema.safeParse({ clientId: "device", mutations }).success).toBe(false);
  });

  it("describes results and pages of changes", () => {
    expect(
      pushResponseSchema.safeParse({
        lastMutationId: 2,
        results: [
          { mid: 1, status: "applied" },
          {
            mid: 2,
            status: "rejected",
            code: "PLAN_LIMIT_EXCEEDED",
            message: "free plan users can have at most 2 vehicles in total",
          },
        ],
      }).success,
    ).toBe(true);
    expect(
      pullResponseSchema.safeParse({
        cursor: 10,
        hasMore: false,
        changes: [
          { op: "put", entity: "vehicle", id: ids.vehicle, data: { _id: ids.vehicle } },
          { op: "del", entity: "refuel", id: ids.other },
        ],
      }).success,
    ).toBe(true);
  });

  it("refuses a pulled change that is not a put with an object or a tombstone of a known kind", () => {
    const page = (change: unknown) => pullResponseSchema.safeParse({ cursor: 1, hasMore: false, changes: [change] });
    const put = { op: "put", entity: "vehicle", id: ids.vehicle, data: { _id: ids.vehicle } };
    expect(page(put).success).toBe(true);
    expect(page({ ...put, data: undefined }).success).toBe(false);
    expect(page({ ...put, data: [{ _id: ids.vehicle }] }).success).toBe(false);
    expect(page({ ...put, data: "row" }).success).toBe(false);
    expect(page({ ...put, data: null }).success).toBe(false);
    expect(page({ ...put, op: "patch" }).success).toBe(false);
    expect(page({ ...put, entity: "secret" }).success).toBe(false);
    expect(page({ ...put, id: 7 }).success).toBe(false);
    expect(page({ op: "del", entity: "refuel", id: ids.other }).success).toBe(true);
  });

  it("reads the pull query from a URL's strings", () => {
    expect(pullQuerySchema.parse({ cursor: "42" })).toEqual({ cursor: 42, limit: 500 });
    expect(pullQuerySchema.parse({})).toEqual({ cursor: 0, limit: 500 });
    expect(pullQuerySchema.safeParse({ cursor: "-1" }).success).toBe(false);
    expect(pullQuerySchema.safeParse({ cursor: "1", limit: "5000" }).success).toBe(false);
    // Several pages at once: as many as asked, within the bound.
    expect(pullPagesQuerySchema.parse({ cursor: "42", pages: "3" })).toEqual({ cursor: 42, limit: 500, pages: 3 });
    expect(pullPagesQuerySchema.parse({}).pages).toBe(maxPullPagesPerRequest);
    expect(pullPagesQuerySchema.safeParse({ pages: "0" }).success).toBe(false);
    expect(pullPagesQuerySchema.safeParse({ pages: String(maxPullPagesPerRequest + 1) }).success).toBe(false);
  });
});

describe("the live change stream's events", () => {
  it("reads back the change an event carries, with either line ending", () => {
    expect(parseLiveChange(liveChangeEvent({ seq: 42 }).trim())).toEqual({ seq: 42 });
    expect(parseLiveChange('event: change\r\ndata: {"seq":7}')).toEqual({ seq: 7 });
  });

  it("ignores keep-alive comments, other events and malformed data", () => {
    expect(parseLiveChange(": keep-alive")).toBeUndefined();
    expect(parseLiveChange('event: other\ndata: {"seq":1}')).toBeUndefined();
    expect(parseLiveChange("event: change\ndata: {seq")).toBeUndefined();
    expect(parseLiveChange('event: change\ndata: {"seq":-1}')).toBeUndefined();
    expect(parseLiveChange("event: change")).toBeUndefined();
  });
});
