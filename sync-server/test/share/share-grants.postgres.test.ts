import { apiErrorBody } from "@odo/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aCar, build, call, type Session, type TestServer, userOnPlan } from "../helper.js";

/**
 * Two server processes on one PostgreSQL database, two people scanning the same share code at the
 * same moment, each through a different process: one gets the vehicle, the other is told the
 * code was used (never a server error). Run by the `postgres` project only.
 */
let first: TestServer;
let second: TestServer;
let owner: Session;

beforeAll(async () => {
  first = await build();
  second = await build({ config: { databaseUrl: first.config.databaseUrl } });
  owner = await userOnPlan(first, "raceowner");
});
afterAll(async () => {
  await second.close();
  await first.close();
});

describe("a share code claimed at once through two processes", () => {
  it("goes to exactly one of the two, every time", async () => {
    for (let round = 0; round < 5; round += 1) {
      const vehicleId = (
        await call(first, owner, "POST", "/api/vehicles", { ...aCar, plateNumber: `rc${round}` })
      ).json().payload._id;
      const qr = (await call(first, owner, "POST", `/api/vehicles/${vehicleId}/shares`, { role: "workshop" })).json()
        .payload.qr as string;
      const [one, two] = [await userOnPlan(first, `racera${round}`), await userOnPlan(first, `racerb${round}`)];
      const grant = { grant: qr.replace("odo-share:", "") };
      const replies = await Promise.all([
        call(first, one, "POST", "/api/shares/claim", grant),
        call(second, two, "POST", "/api/shares/claim", grant),
      ]);
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
      expect(replies.find((reply) => reply.statusCode === 409)?.json()).toEqual(apiErrorBody("SHARE_GRANT_USED"));
      await call(first, owner, "DELETE", `/api/vehicles/${vehicleId}`);
    }
  });
});
