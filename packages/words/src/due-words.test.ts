import type { SayableDueItem } from "@odo/domain";
import { describe, expect, it } from "vitest";
import { dueItemLine, dueNoticeText } from "./due-words.js";

const item = { kind: "service", level: "due", kmLeft: 400, daysLeft: null } as const;

describe("due words", () => {
  it("says an item in each language, with how far in km and days", () => {
    expect(dueItemLine(item, "en")).toBe("Service: due now (in 400 km)");
    expect(dueItemLine(item, "es")).toBe("Servicio: toca ya (en 400 km)");
    expect(dueItemLine({ ...item, kind: "insurance", level: "overdue", kmLeft: null, daysLeft: -3 }, "en")).toBe(
      "Insurance: overdue (3 days ago)",
    );
    expect(dueItemLine({ ...item, level: "overdue", kmLeft: -12_000 }, "es")).toBe(
      "Servicio: vencido (pasado por 12.000 km)",
    );
    expect(dueItemLine({ ...item, kind: "part", part: "tireLeftFront", level: "soon" }, "en")).toBe(
      "Tires: coming up (in 400 km)",
    );
    // The app's word for tyres in Panama and Venezuela, in pushes and mails as on its screens.
    expect(dueItemLine({ ...item, kind: "part", part: "tireLeftFront", level: "soon" }, "es")).toBe(
      "Llantas: se acerca (en 400 km)",
    );
    expect(dueItemLine({ ...item, kind: "part", part: "chain", level: "soon", kmLeft: null }, "es")).toBe(
      "Cadena: se acerca",
    );
    const reminder = { _id: "r", title: null, adjustment: null, maintenanceType: null };
    expect(dueItemLine({ ...item, kind: "reminder", reminder, kmLeft: null, daysLeft: 1 }, "en")).toBe(
      "Reminder: due now (tomorrow)",
    );
  });

  it("says tyres by their axle, and a set by its age", () => {
    const tyres: NonNullable<SayableDueItem["tyres"]> = {
      axle: 1,
      season: "winter",
      minimumMm: 1.6,
      ageYears: null,
      positions: ["frontLeft", "frontRight"],
    };
    const front = { kind: "tyreTread", level: "soon", kmLeft: 2_800, daysLeft: null, tyres } as const;
    expect(dueItemLine(front, "en")).toBe("Front tyres: coming up (in 2,800 km)");
    expect(dueItemLine({ ...front, tyres: { ...tyres, axle: 2, positions: ["rear"] } }, "es")).toBe(
      "Llanta trasera: se acerca (en 2800 km)",
    );
    const old = { ...front, kind: "tyreAge", level: "due", kmLeft: null, tyres: { ...tyres, ageYears: 7 } } as const;
    expect(dueItemLine(old, "en")).toBe("Winter set is 7 years old");
    expect(dueItemLine(old, "es")).toBe("Juego de invierno tiene 7 años");
  });

  it("gives a notification's title and line from its parameters, or null for ones it cannot read", () => {
    const params = { vehicle: "Honda Fit", vehicleId: "v", kind: "taxes", level: "soon", kmLeft: null, daysLeft: 20 };
    expect(dueNoticeText(params, "en")).toEqual({ title: "Honda Fit", body: "Taxes: coming up (in 20 days)" });
    expect(dueNoticeText({ kind: "nonsense" }, "en")).toBeNull();
  });

  it("says which workshop sent a reminder, in the owner's language", () => {
    const params = {
      vehicle: "Honda Fit",
      kind: "service",
      level: "soon",
      kmLeft: 400,
      daysLeft: null,
      shop: "Taller Sur",
    };
    expect(dueNoticeText(params, "en")?.body).toBe("Taller Sur reminds you: Service: coming up (in 400 km)");
    expect(dueNoticeText(params, "es")?.body).toMatch(/^Taller Sur te recuerda: /);
    // With the phone it registered, so the owner can call to book (the user test's M8).
    expect(dueNoticeText({ ...params, shopPhone: "+507 6000-0000" }, "es")?.body).toMatch(
      /^Taller Sur \(\+507 6000-0000\) te recuerda: /,
    );
  });
});
