import { describe, expect, it } from "vitest";
import { aMaintenance, aVehicle } from "../testing/fixtures.js";
import { shopReportRows } from "./report.js";

describe("shop report rows", () => {
  it("groups by vehicle name, newest first, and skips maintenances of vehicles not listed", () => {
    const bike = aVehicle({ _id: "01900000-0000-7000-8000-00000000aa01", fullname: "Trek Domane" });
    const car = aVehicle({ _id: "01900000-0000-7000-8000-00000000aa02", fullname: "Kia Rio" });
    const old = aMaintenance({ vehicle: bike._id, date: "2026-01-01T00:00:00.000Z" });
    const recent = aMaintenance({ vehicle: bike._id, date: "2026-03-01T00:00:00.000Z" });
    const carService = aMaintenance({ vehicle: car._id });
    const stranger = aMaintenance({ vehicle: "01900000-0000-7000-8000-00000000aa03" });
    const rows = shopReportRows([bike, car], [old, stranger, carService, recent]);
    expect(rows.map((row) => row.maintenance._id)).toEqual([carService._id, recent._id, old._id]);
  });
});
