import { describe, expect, it } from "vitest";
import { pullOutcome, pushOutcome } from "./replies.js";

describe("the sync engine reads the server's replies with the contract's schemas", () => {
  it("takes a push's results, renumbers after a 409, and ends the session on a 401", () => {
    const results = { lastMutationId: 2, results: [{ mid: 2, status: "applied" }] };
    expect(pushOutcome(200, results)).toEqual({ kind: "results", reply: results });
    const outOfOrder = { code: 409, message: "MUTATION_OUT_OF_ORDER", lastMutationId: 7 };
    expect(pushOutcome(409, outOfOrder)).toEqual({ kind: "outOfOrder", lastMutationId: 7 });
    expect(pushOutcome(401, {})).toEqual({ kind: "sessionEnded" });
  });

  it("uses nothing of a reply that breaks the contract", () => {
    expect(pushOutcome(200, { results: [{ mid: "2", status: "applied" }] }).kind).toBe("trouble");
    expect(pushOutcome(200, "<html>proxy error</html>").kind).toBe("trouble");
    expect(pushOutcome(409, { code: 409 }).kind).toBe("trouble");
    expect(pushOutcome(502, {})).toEqual({ kind: "trouble", why: "502" });
    expect(
      pullOutcome(200, { cursor: 3, hasMore: false, changes: [{ op: "put", entity: "spaceship", id: "x", data: {} }] })
        .kind,
    ).toBe("trouble");
    expect(pullOutcome(200, { cursor: -1, hasMore: false, changes: [] }).kind).toBe("trouble");
  });

  it("takes a pull's page as the contract shapes it", () => {
    const page = {
      cursor: 9,
      hasMore: true,
      changes: [
        { op: "put", entity: "vehicle", id: "v1", data: { _id: "v1" } },
        { op: "del", entity: "refuel", id: "r1" },
      ],
    };
    expect(pullOutcome(200, page)).toEqual({ kind: "page", page });
    expect(pullOutcome(401, {})).toEqual({ kind: "sessionEnded" });
  });
});
