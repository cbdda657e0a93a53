import { describe, expect, it } from "vitest";
import { ids } from "../testing/fixtures.js";
import { mayEndWorkshopVisit, workshopVisitOf } from "./workshop-visit.js";

describe("a workshop visit", () => {
  const visit = { workshopId: ids.other, shopName: "Taller Sur", since: "2026-11-23T14:00:00.000Z" };
  const owner = { _id: ids.owner };

  it("is absent on a vehicle stored before visits existed", () => {
    expect(workshopVisitOf({})).toBeNull();
    expect(workshopVisitOf({ workshopVisit: visit })).toEqual(visit);
  });

  it("is ended by the workshop it is at or by the owner, and by no one when there is none", () => {
    expect(mayEndWorkshopVisit({ user: owner, workshopVisit: visit }, ids.other)).toBe(true);
    expect(mayEndWorkshopVisit({ user: owner, workshopVisit: visit }, ids.owner)).toBe(true);
    expect(mayEndWorkshopVisit({ user: owner, workshopVisit: visit }, ids.vehicle)).toBe(false);
    expect(mayEndWorkshopVisit({ user: owner, workshopVisit: null }, ids.owner)).toBe(false);
  });
});
