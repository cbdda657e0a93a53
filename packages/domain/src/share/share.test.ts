import { describe, expect, it } from "vitest";
import { planChangeSchema } from "../plan/plan-schema.js";
import { aVehicle, ids } from "../testing/fixtures.js";
import { transferQrValue } from "../transfer/transfer.js";
import { formerAccountId } from "../user/account.js";
import { vehicleQrValue } from "../vehicle/vehicle-qr.js";
import { capabilitiesOf, entryAuthor, vehicleSharedAs } from "./projection.js";
import { readScannedCode } from "./scanned-code.js";
import { parseShareQr, shareClaimSchema, shareQrValue, shareQrWithVisit } from "./share-grant.js";

const token = `${"a".repeat(40)}.${"b".repeat(43)}`;

describe("scanned codes", () => {
  it("reads a share QR, a transfer QR and a vehicle QR, and nothing else", () => {
    expect(parseShareQr(shareQrValue(token))).toEqual({ grant: token, maintenanceVisit: false });
    expect(readScannedCode(` ${shareQrValue(token)} `)).toEqual({
      kind: "share",
      grant: token,
      maintenanceVisit: false,
    });
    const transfer = transferQrValue(ids.vehicle, ids.owner, "s".repeat(32));
    expect(readScannedCode(transfer)).toEqual({
      kind: "transfer",
      transfer: { vehicleId: ids.vehicle, lastOwner: ids.owner, secret: "s".repeat(32) },
    });
    expect(readScannedCode(` ${vehicleQrValue(ids.vehicle)}\n`)).toEqual({ kind: "vehicle", vehicleId: ids.vehicle });
    for (const foreign of [
      "https://example.com",
      "odo-share:short.sig",
      `odo-share:${token}!`,
      `odo-share:${token}2`,
      `odo-share:${token}11`,
      "odo-vehicle:not-an-id",
      `odo-vehicle:${ids.vehicle}/x`,
      "",
    ]) {
      expect(readScannedCode(foreign)).toBeUndefined();
    }
  });

  it("reads the maintenance-visit digit a workshop's share QR ends with", () => {
    const qr = shareQrValue(token);
    expect(parseShareQr(shareQrWithVisit(qr, true))).toEqual({ grant: token, maintenanceVisit: true });
    expect(parseShareQr(shareQrWithVisit(qr, false))).toEqual({ grant: token, maintenanceVisit: false });
    expect(shareClaimSchema.safeParse({ grant: token, maintenanceVisit: true }).success).toBe(true);
  });

  it("refuses a claim whose grant is not a signed token", () => {
    expect(shareClaimSchema.safeParse({ grant: token }).success).toBe(true);
    expect(shareClaimSchema.safeParse({ grant: "nope" }).success).toBe(false);
    expect(shareClaimSchema.safeParse({ grant: token, role: "workshop" }).success).toBe(false);
  });
});

describe("a vehicle shared with a role", () => {
  const vehicle = aVehicle({
    displacement: 12_345,
    insuranceDate: "2027-01-01T00:00:00.000Z",
    taxesDate: "2027-02-01T00:00:00.000Z",
    boughtDate: "2020-02-01T00:00:00.000Z",
    extId: "b123",
  });

  it("gives a broker the vehicle and its insurance date, and no km, settings or other dates", () => {
    const copy = vehicleSharedAs(vehicle, "insuranceBroker", "Ana Pérez");
    expect(copy).toMatchObject({
      plateNumber: vehicle.plateNumber,
      insuranceDate: vehicle.insuranceDate,
      displacement: 0,
      initialKm: 0,
      taxesDate: null,
      boughtDate: null,
      extId: null,
      settings: { maintenanceInterval: null, resetMaintenanceType: null },
      access: { role: "insuranceBroker", ownerName: "Ana Pérez" },
    });
    expect(capabilitiesOf(copy).viewMaintenance).toBe(false);
  });

  it("gives a workshop km and settings but no insurance, tax or purchase date", () => {
    const copy = vehicleSharedAs(vehicle, "workshop", "Ana");
    expect(copy).toMatchObject({
      displacement: 12_345,
      settings: vehicle.settings,
      insuranceDate: null,
      taxesDate: null,
    });
    expect(capabilitiesOf(copy).editSettings).toBe(true);
    expect(capabilitiesOf(vehicle).transfer).toBe(true);
  });
});

describe("plan change", () => {
  it("takes free and basic; business comes with a shop", () => {
    expect(planChangeSchema.safeParse({ plan: "basic" }).success).toBe(true);
    expect(planChangeSchema.safeParse({ plan: "free" }).success).toBe(true);
    expect(planChangeSchema.safeParse({ plan: "business" }).error?.issues[0]?.message).toBe("invalidOption");
  });
});

describe("who logged an entry", () => {
  const maria = ids.other;
  const shared = {
    ...aVehicle(),
    people: [
      { _id: ids.owner, name: "Ana" },
      { _id: maria, name: "María" },
    ],
  };

  it("names someone else on the owner's copy and stays silent on the holder's own entries", () => {
    expect(entryAuthor(shared, maria, ids.owner)).toEqual({ kind: "name", name: "María" });
    expect(entryAuthor(shared, ids.owner, ids.owner)).toBeNull();
    expect(entryAuthor(shared, null, ids.owner)).toBeNull();
    expect(entryAuthor(aVehicle(), maria, ids.owner)).toBeNull();
  });

  it("names the owner on a shared copy, and an account that left without a name", () => {
    const householdCopy = { ...shared, access: { role: "household" as const, ownerName: "Ana Pérez" } };
    expect(entryAuthor(householdCopy, ids.owner, maria)).toEqual({ kind: "name", name: "Ana Pérez" });
    expect(entryAuthor(householdCopy, formerAccountId, maria)).toEqual({ kind: "former" });
  });
});
