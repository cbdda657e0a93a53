import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeRecalls, startFakeRecalls } from "./fake-recalls.js";

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
});
