import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aCar, build, call, type Session, type TestServer, userOnPlan } from "../helper.js";

/** Every garage route, tried by a second user against the first user's ids: never data. */
let server: TestServer;
let ana: Session;
let bob: Session;
const ids = { vehicle: "", maintenance: "", refuel: "" };
/** After the vehicles are added: a reading dated before would be a backfill below their first km. */
const date = new Date(Date.now() + 3_600_000).toISOString();

beforeAll(async () => {
  server = await build();
  ana = await userOnPlan(server, "anadriver");
  bob = await userOnPlan(server, "bobdriver");
  ids.vehicle = (await call(server, ana, "POST", "/api/vehicles", aCar)).json().payload._id;
  ids.maintenance = (
    await call(server, ana, "POST", `/api/maintenances/${ids.vehicle}/battery`, { date })
  ).json().payload._id;
  ids.refuel = (
    await call(server, ana, "POST", `/api/refuels/${ids.vehicle}`, { date, quantity: 5, amount: 6 })
  ).json().payload._id;
  await call(server, bob, "POST", "/api/vehicles", { ...aCar, plateNumber: "BOB1" });
});
afterAll(async () => server.close());

const attempts: [string, "GET" | "POST" | "PATCH" | "DELETE", () => string, unknown?][] = [
  ["details", "GET", () => `/api/vehicles/details/${ids.vehicle}`],
  ["info", "GET", () => `/api/vehicles/info/${ids.vehicle}`],
  ["update", "PATCH", () => `/api/vehicles/${ids.vehicle}`, { color: "Stolen" }],
  [
    "settings",
    "PATCH",
    () => `/api/vehicles/${ids.vehicle}/settings`,
    { maintenanceInterval: 1000, resetMaintenanceType: "general" },
  ],
  ["status", "GET", () => `/api/vehicles/${ids.vehicle}/maintenance-status`],
  ["detailed status", "GET", () => `/api/vehicles/${ids.vehicle}/detailed-maintenance-status`],
  ["transfer", "POST", () => `/api/vehicles/transfer/${ids.vehicle}`],
  ["stats", "GET", () => `/api/maintenances/stats/${ids.vehicle}`],
  ["add maintenance", "POST", () => `/api/maintenances/${ids.vehicle}`, { type: "battery", date }],
  [
    "add typed maintenance",
    "POST",
    () => `/api/maintenances/${ids.vehicle}/general`,
    { adjustments: ["changeOil"], date },
  ],
  ["latest items", "GET", () => `/api/maintenances/q/3/v/${ids.vehicle}`],
  ["services", "GET", () => `/api/maintenances/services/10/v/${ids.vehicle}`],
  ["maintenance detail", "GET", () => `/api/maintenances/detail/${ids.vehicle}/${ids.maintenance}`],
  ["delete maintenance", "DELETE", () => `/api/maintenances/${ids.maintenance}`],
  ["refuels", "GET", () => `/api/refuels/vehicle/${ids.vehicle}`],
  ["add refuel", "POST", () => `/api/refuels/${ids.vehicle}`, { date, quantity: 1, amount: 1 }],
  ["refuel detail", "GET", () => `/api/refuels/detail/${ids.vehicle}/${ids.refuel}`],
  ["delete refuel", "DELETE", () => `/api/refuels/${ids.refuel}`],
  ["delete vehicle", "DELETE", () => `/api/vehicles/${ids.vehicle}`],
];

describe("a second user against the first user's ids", () => {
  it.each(attempts)("%s is a 404 with no data", async (_name, method, url, body) => {
    const response = await call(server, bob, method, url(), body);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(ids.vehicle);
    expect(response.body).not.toContain("ABC123");
  });

  it("left the first user's data untouched and out of the second user's pulls", async () => {
    const info = await call(server, ana, "GET", `/api/vehicles/info/${ids.vehicle}`);
    expect(info.json().payload).toMatchObject({ color: null, settings: { maintenanceInterval: null } });
    expect((await call(server, ana, "GET", `/api/maintenances/q/10/v/${ids.vehicle}`)).json().payload).toHaveLength(2);
    const bobPull = await call(server, bob, "GET", "/api/sync/pull?cursor=0");
    expect(bobPull.body).not.toContain(ids.vehicle);
    const bobList = await call(server, bob, "GET", "/api/vehicles");
    expect(bobList.json().payload.map((v: { plateNumber: string }) => v.plateNumber)).toEqual(["BOB1"]);
  });
});
