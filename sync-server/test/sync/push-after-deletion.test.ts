import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mutationRunner } from "../../src/routes/sync/apply-mutation.js";
import { push } from "../../src/sync/push.js";
import { aCar, build, call, type Session, type TestServer, userOnPlan } from "../helper.js";

/**
 * A push whose session was checked just before the account was deleted on another phone: the
 * deletion commits first, then the push's unit runs. It is told the account is gone (a 401 the
 * device wipes the account on), never a foreign-key failure's 500.
 */
describe("a push racing its account's deletion", () => {
  let server: TestServer;
  let ana: Session;

  beforeEach(async () => {
    server = await build();
    ana = await userOnPlan(server, "anaseva");
  });
  afterEach(async () => server.close());

  it("is refused as ACCOUNT_DELETED", async () => {
    const carId = (await call(server, ana, "POST", "/api/vehicles", aCar)).json().payload._id;
    expect((await call(server, ana, "DELETE", "/api/users/account", { password: "Secret123" })).statusCode).toBe(200);
    const request = {
      clientId: crypto.randomUUID(),
      mutations: [{ mid: 1, name: "vehicle.update", args: { _id: carId, patch: { color: "Azul" } } }],
    };
    const actor = { id: ana.userId, sv: 0, sid: undefined, role: "user" as const };
    await expect(push(server.app.deps, actor, request, mutationRunner)).rejects.toMatchObject({
      code: "ACCOUNT_DELETED",
      status: 401,
    });
  });
});
