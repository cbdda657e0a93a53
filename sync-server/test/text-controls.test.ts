import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aCar, basic, build, call, type Session, type TestServer, userOnPlan } from "./helper.js";

/**
 * A NUL or a control character anywhere in a request is a 400 that names the rule, never a 500:
 * PostgreSQL refuses NUL in text, and a SQLite file holding one broke `migrate-to-postgres`.
 */
let server: TestServer;
let ana: Session;
let carId: string;
const nul = "\u0000";

beforeAll(async () => {
  server = await build();
  ana = await userOnPlan(server, "nulprobe", "basic");
  carId = (await call(server, ana, "POST", "/api/vehicles", aCar)).json().payload._id;
});
afterAll(async () => server.close());

describe("text with control characters", () => {
  it("is refused wherever it comes: a body, a search, a push's arguments, a path, credentials", async () => {
    const answers = [
      await call(server, ana, "PATCH", `/api/vehicles/${carId}`, { color: `Rojo${nul}` }),
      await call(server, ana, "POST", `/api/vehicles/${carId}/expenses`, {
        category: "tolls",
        amount: 2,
        date: "2026-01-10",
        notes: `peaje${nul}`,
      }),
      await call(server, ana, "GET", `/api/maintenances/stats/${carId}?tz=UTC%00`),
      await call(server, ana, "GET", `/api/vehicles/details/${carId}%00`),
      await call(server, ana, "POST", "/api/sync/push", {
        clientId: `device${nul}`,
        mutations: [{ mid: 1, name: "vehicle.update", args: { _id: carId, patch: { color: "Azul" } } }],
      }),
      await call(server, ana, "POST", "/api/sync/push", {
        clientId: "0190a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b",
        mutations: [{ mid: 1, name: "vehicle.update", args: { _id: carId, patch: { [`color${nul}`]: "Azul" } } }],
      }),
      await server.app.inject({
        method: "GET",
        url: "/api/users/signin",
        headers: { authorization: basic(`ana${nul}`, "x") },
      }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, answer.body).toBeLessThan(500);
      expect(answer.json().message).toBeTruthy();
    }
    expect(answers[0]?.json()).toEqual({ code: 400, message: "invalidCharacters" });
    expect(answers[1]?.json().message).toBe("invalidCharacters");
    // Nothing was stored.
    const car = (await call(server, ana, "GET", `/api/vehicles/details/${carId}`)).json().payload;
    expect(car.color).toBeNull();
  });

  it("keeps line breaks in notes, and refuses invisible spaces in a name", async () => {
    const notes = await call(server, ana, "POST", `/api/vehicles/${carId}/expenses`, {
      category: "tolls",
      amount: 2,
      date: "2026-01-10",
      notes: "peaje\nnorte",
    });
    expect(notes.statusCode).toBe(201);
    const hidden = await call(server, ana, "PATCH", `/api/vehicles/${carId}`, { model: "Coro\u200Blla" });
    expect(hidden.json()).toMatchObject({ code: 400, message: "invalidCharacters" });
  });
});
