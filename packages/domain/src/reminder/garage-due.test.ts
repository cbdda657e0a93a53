import { describe, expect, it } from "vitest";
import { aMaintenance, aVehicle } from "../testing/fixtures.js";
import type { Vehicle } from "../vehicle/vehicle.js";
import { garageDue } from "./garage-due.js";

const now = new Date("2026-11-23T15:00:00.000Z");

/** A car serviced every 10,000 km, last at 10,000 km when it was added, now at `odometer`. */
function carAt(id: string, odometer: number, overrides: Partial<Vehicle> = {}) {
  const vehicle = aVehicle({ _id: id, displacement: odometer, initialKm: 10_000, ...overrides });
  return {
    vehicle,
    service: aMaintenance({ _id: `service-${id}`, vehicle: id, kms: 10_000, date: vehicle.createdAt }),
  };
}

describe("what needs a look in a garage", () => {
  it("lists each vehicle's pressing items, most pressing first, and leaves out what is fine", () => {
    const fine = carAt("fine", 12_000);
    const soon = carAt("soon", 17_600);
    const overdue = carAt("overdue", 20_500);
    const due = garageDue(
      {
        vehicles: [fine.vehicle, soon.vehicle, overdue.vehicle],
        maintenances: [fine.service, soon.service, overdue.service],
        refuels: [],
        reminders: [],
      },
      now,
      "UTC",
    );
    expect(due.map(({ vehicle, item }) => [vehicle._id, item.id, item.level])).toEqual([
      ["overdue", "service", "overdue"],
      ["soon", "service", "soon"],
    ]);
  });

  it("shows each holder what their role may see: a broker nothing of the service", () => {
    const brokered = carAt("brokered", 20_500, { access: { role: "insuranceBroker", ownerName: "Ana" } });
    const due = garageDue(
      { vehicles: [brokered.vehicle], maintenances: [brokered.service], refuels: [], reminders: [] },
      now,
      "UTC",
    );
    expect(due).toEqual([]);
  });
});
