import { describe, expect, it } from "vitest";
import type { EntrySeal } from "../maintenance/entry-seal-schema.js";
import type { Maintenance } from "../maintenance/maintenance.js";
import { aMaintenance } from "../testing/fixtures.js";
import { signedEntryOf } from "../verify/entry-seal.js";
import { openRecalls, recallStateOf, recallsWithState } from "../verify/recall-state.js";
import {
  campaignReference,
  campaignsNamedIn,
  dismissedRecall,
  normalisedCampaign,
  type RecallReport,
  recallDismissSchema,
  recallReportSchema,
  recallSourceFor,
  refreshedReport,
} from "./recall.js";

const now = "2026-11-20T10:00:00.000Z";
const later = "2026-11-28T10:00:00.000Z";
const owner = "01934000-0000-7000-8000-00000000a001";
const campaign = (number: string) => ({
  campaign: number,
  component: "AIR BAGS",
  summary: "The inflator may rupture.",
  consequence: "Injury.",
  remedy: "Replaced free of charge.",
  reportedOn: null,
  parkIt: false,
});
const fields = {
  _id: "01934000-0000-7000-8000-00000000b001",
  vehicle: "01934000-0000-7000-8000-00000000c001",
  source: "nhtsa" as const,
  make: "Honda",
  model: "Accord",
  modelYear: 2003,
};
const report = (): RecallReport =>
  refreshedReport(undefined, [campaign("15V320000"), campaign("04V176000")], fields, now).report;

/** A workshop's entry with a seal over what it says now (the signature itself is not checked here). */
function signed(description: string, overrides: Partial<Maintenance> = {}): Maintenance {
  const entry = aMaintenance({ vehicle: fields.vehicle, description, ...overrides });
  const shop = { id: "01934000-0000-7000-8000-00000000d001", name: "Taller Martínez" };
  const seal: EntrySeal = {
    version: 1,
    keyId: "k1",
    signedAt: now,
    signed: signedEntryOf(entry, [], shop, null),
    signature: "sig",
    amountSalt: null,
  };
  return { ...entry, seal };
}

describe("campaign numbers", () => {
  it("reads NHTSA's numbers the way people write them", () => {
    expect(normalisedCampaign("15v-320")).toBe("15V320000");
    expect(normalisedCampaign("15V320000")).toBe("15V320000");
    expect(normalisedCampaign("recall")).toBeUndefined();
    expect([...campaignsNamedIn("Airbag (NHTSA 15V-320) y 04V176000 hechos")].sort()).toEqual([
      "04V176000",
      "15V320000",
    ]);
    expect(campaignsNamedIn("Placa ABC123, 2003").size).toBe(0);
  });

  it("reads Transport Canada's numbers only where the text says whose they are", () => {
    expect(normalisedCampaign("2015-239")).toBe("2015239");
    expect(normalisedCampaign("2015 239")).toBe("2015239");
    expect([...campaignsNamedIn("Bolsa de aire (TC 2015-239) y Transport Canada 2004089")].sort()).toEqual([
      "2004089",
      "2015239",
    ]);
    // A bare seven-digit number is a mileage or an invoice, not a campaign.
    expect(campaignsNamedIn("Factura 2015239, 2004089 km").size).toBe(0);
    expect(campaignReference("transportCanada", "2015-239")).toBe("TC 2015239");
    expect(campaignReference("nhtsa", "15v-320")).toBe("NHTSA 15V320000");
    expect(campaignsNamedIn(campaignReference("transportCanada", "2015239"))).toEqual(new Set(["2015239"]));
  });

  it("asks the authority where the owner lives: Transport Canada for a car kept in Canada", () => {
    expect(recallSourceFor("canada")).toBe("transportCanada");
    expect(recallSourceFor("usa")).toBe("nhtsa");
    expect(recallSourceFor("panama")).toBe("nhtsa");
  });
});

describe("a recall's state", () => {
  it("closes a Transport Canada campaign by the signed words the workshop's form writes", () => {
    const canadian = refreshedReport(undefined, [campaign("2015239")], { ...fields, source: "transportCanada" }, now);
    expect(recallReportSchema.parse(canadian.report).campaigns[0]?.campaign).toBe("2015239");
    const done = signed(`Bolsa de aire. ${campaignReference("transportCanada", "2015239")}`);
    expect(recallStateOf(canadian.report, "2015239", [done]).state).toBe("done");
    expect(recallStateOf(canadian.report, "2015239", [signed("Bolsa de aire 2015239")]).state).toBe("open");
  });

  it("is done by a workshop's signed words naming it, and open again once those words change", () => {
    const done = signed("Recall NHTSA 15V-320 done");
    expect(recallStateOf(report(), "15V320000", [done])).toMatchObject({ state: "done", shop: "Taller Martínez" });
    // An owner's own entry, unsigned, does not close it; nor a signed entry whose words were changed.
    expect(recallStateOf(report(), "15V320000", [aMaintenance({ description: "15V320000" })]).state).toBe("open");
    expect(recallStateOf(report(), "15V320000", [{ ...done, description: "Airbag" }]).state).toBe("open");
  });

  it("is set aside with the owner's reason, and the open list leaves it out", () => {
    const dismiss = recallDismissSchema.parse({ _id: fields._id, campaign: "04v176", reason: "doneElsewhere" });
    const after = dismissedRecall(report(), dismiss, owner, later);
    expect(recallStateOf(after, "04V176000", [])).toMatchObject({
      state: "dismissed",
      dismissal: { reason: "doneElsewhere", note: null, by: owner, at: later },
    });
    expect(openRecalls(after, []).map((recall) => recall.campaign)).toEqual(["15V320000"]);
    expect(recallDismissSchema.safeParse({ _id: fields._id, campaign: "airbag", reason: "other" }).success).toBe(false);
    const bell = { _id: fields._id, campaign: "04V176000", reason: "other", note: "ok\u0007" };
    expect(recallDismissSchema.safeParse(bell).success).toBe(false);
  });
});

describe("the list of recalls", () => {
  it("puts the open ones first, then those set aside, then those done, newest report first within each", () => {
    const dated = (number: string, reportedOn: string | null) => ({ ...campaign(number), reportedOn });
    const base = refreshedReport(
      undefined,
      [
        dated("10V100000", "2010-01-01T12:00:00.000Z"),
        dated("20V200000", "2020-01-01T12:00:00.000Z"),
        dated("15V150000", null),
        dated("12V120000", "2012-01-01T12:00:00.000Z"),
      ],
      fields,
      now,
    ).report;
    const dismiss = recallDismissSchema.parse({ _id: fields._id, campaign: "12V120000", reason: "notThisVehicle" });
    const listed = recallsWithState(dismissedRecall(base, dismiss, owner, later), [signed("NHTSA 10V100000")]);
    expect(listed.map((recall) => [recall.campaign, recall.state])).toEqual([
      ["15V150000", "open"],
      ["20V200000", "open"],
      ["12V120000", "dismissed"],
      ["10V100000", "done"],
    ]);
  });
});

describe("a new look-up", () => {
  it("keeps when each campaign was first found and the owner's dismissals, and says which are new", () => {
    const dismiss = recallDismissSchema.parse({ _id: fields._id, campaign: "04V176000", reason: "other" });
    const before = dismissedRecall(report(), dismiss, owner, now);
    const { report: after, added } = refreshedReport(
      before,
      [campaign("15V320000"), campaign("24V999000"), campaign("24V999000")],
      { ...fields, _id: "01934000-0000-7000-8000-00000000b999" },
      later,
    );
    expect(after._id).toBe(fields._id);
    expect(after.checkedAt).toBe(later);
    expect(after.campaigns.map((each) => [each.campaign, each.foundAt])).toEqual([
      ["15V320000", now],
      ["24V999000", later],
    ]);
    expect(added.map((each) => each.campaign)).toEqual(["24V999000"]);
    expect(after.dismissals).toHaveLength(1);
  });
});
