import { describe, expect, it } from "vitest";
import { dueItems } from "../reminder/due.js";
import { idSchema } from "../shared/ids.js";
import { aVehicle, ids } from "../testing/fixtures.js";
import { dueItemFromParams, dueNoticeId, dueNoticeParams } from "./due-notice.js";

describe("due notices", () => {
  it("get the same valid id on every device, and a new one for each level, occurrence and person", () => {
    const id = dueNoticeId(ids.owner, ids.vehicle, "service@10000", "due");
    expect(idSchema.safeParse(id).success).toBe(true);
    expect(dueNoticeId(ids.owner, ids.vehicle, "service@10000", "due")).toBe(id);
    const others = [
      dueNoticeId(ids.owner, ids.vehicle, "service@10000", "overdue"),
      dueNoticeId(ids.owner, ids.vehicle, "service@20000", "due"),
      dueNoticeId(ids.other, ids.vehicle, "service@10000", "due"),
    ];
    expect(new Set([id, ...others]).size).toBe(4);
  });

  it("carry what is needed to say the item again", () => {
    const vehicle = aVehicle({ displacement: 19_500, insuranceDate: "2026-11-20T12:00:00.000Z" });
    for (const item of dueItems(vehicle, { maintenances: [], refuels: [] }, [], new Date("2026-11-23T12:00:00Z"))) {
      const params = dueNoticeParams(vehicle, item);
      expect(params.vehicle).toBe("Toyota Corolla");
      expect(dueItemFromParams(params)).toMatchObject({
        kind: item.kind,
        level: item.level,
        kmLeft: item.kmLeft,
        daysLeft: item.daysLeft,
      });
    }
    expect(dueItemFromParams({ kind: "nonsense", level: "due" })).toBeNull();
  });
});
