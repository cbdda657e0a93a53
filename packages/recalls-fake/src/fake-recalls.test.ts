import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canadaUserKey, type FakeRecalls, startFakeRecalls } from "./fake-recalls.js";

let fake: FakeRecalls;
beforeAll(async () => {
  fake = await startFakeRecalls();
});
afterAll(() => fake.close());

const ask = (query: string) => fetch(`${fake.url}/recalls/recallsByVehicle?${query}`);

describe("the recalls fake", () => {
  it("answers a vehicle's campaigns as NHTSA does, matching make and model in any case", async () => {
    const reply = await ask("make=honda&model=Accord&modelYear=2003");
    expect(reply.status).toBe(200);
    const body = (await reply.json()) as { Count: number; results: { NHTSACampaignNumber: string }[] };
    expect(body.Count).toBe(2);
    expect(body.results.map((recall) => recall.NHTSACampaignNumber)).toEqual(["15V320000", "04V176000"]);
    expect(fake.asked).toEqual(["HONDA|ACCORD|2003"]);
  });

  it("answers none for an unknown vehicle, 400 without the three parameters, 500 when set failing", async () => {
    expect(((await (await ask("make=renault&model=logan&modelYear=2012")).json()) as { Count: number }).Count).toBe(0);
    expect((await ask("make=honda")).status).toBe(400);
    await fetch(`${fake.url}/__fake/settings`, { method: "POST", body: JSON.stringify({ failing: true }) });
    expect((await ask("make=honda&model=accord&modelYear=2003")).status).toBe(500);
  });

  it("answers Transport Canada's search and summaries with its key only, rows as named fields", async () => {
    await fetch(`${fake.url}/__fake/settings`, { method: "POST", body: JSON.stringify({ failing: false }) });
    const search = `${fake.canadaUrl}/recall/make-name/honda/model-name/ACCORD/year-range/2003-2003`;
    expect((await fetch(search)).status).toBe(401);
    const reply = await fetch(search, { headers: { "user-key": canadaUserKey } });
    type Rows = { ResultSet: { Name: string; Value: { Literal: string } }[][] };
    const rows = ((await reply.json()) as Rows).ResultSet;
    const numbers = rows.map((row) => row.find((each) => each.Name === "Recall number")?.Value.Literal);
    expect(numbers).toEqual(["2015239", "2004089"]);
    const summary = await fetch(`${fake.canadaUrl}/recall-summary/recall-number/2015239`, {
      headers: { "user-key": canadaUserKey },
    });
    const [row] = ((await summary.json()) as Rows).ResultSet;
    expect(row?.find((each) => each.Name === "System Type")?.Value.Literal).toBe("Airbags");
    expect(fake.asked.slice(-2)).toEqual(["TC HONDA|ACCORD|2003", "TC 2015239"]);
  });
});
