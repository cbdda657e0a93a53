import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { aCar, build, call, type Session, type TestServer, userOnPlan } from "../helper.js";

let server: TestServer;
let ana: Session;
beforeEach(async () => {
  server = await build();
  ana = await userOnPlan(server, "anadriver");
});
afterEach(async () => server.close());

describe("vehicles", () => {
  it("creates a vehicle normalised, with a client-supplied id, and lists it", async () => {
    const id = "01934000-0000-7000-8000-00000000a001";
    const created = await call(server, ana, "POST", "/api/vehicles", { ...aCar, _id: id });
    expect(created.statusCode).toBe(201);
    expect(created.json().payload).toMatchObject({
      _id: id,
      user: { _id: ana.userId },
      manufacture: "Toyota",
      brand: "Toyota",
      fullname: "Toyota Corolla",
      plateNumber: "ABC123",
      displacement: 10_000,
      initialKm: 10_000,
      settings: { maintenanceInterval: null, resetMaintenanceType: null },
    });
    const list = await call(server, ana, "GET", "/api/vehicles");
    expect(list.json().payload.map((v: { _id: string }) => v._id)).toEqual([id]);
    for (const path of [`/api/vehicles/details/${id}`, `/api/vehicles/info/${id}`]) {
      expect((await call(server, ana, "GET", path)).json().payload._id).toBe(id);
    }
    const again = await call(server, ana, "POST", "/api/vehicles", { ...aCar, _id: id });
    expect(again.json()).toEqual({ code: 409, message: "ID_ALREADY_USED" });
  });

  it("makes an id when none is given", async () => {
    const created = await call(server, ana, "POST", "/api/vehicles", aCar);
    expect(created.json().payload._id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("says 'No tienes vehiculos registrados' for an empty garage", async () => {
    const list = await call(server, ana, "GET", "/api/vehicles");
    expect(list.statusCode).toBe(404);
    expect(list.json()).toEqual({ code: 404, message: "No tienes vehiculos registrados" });
  });

  it("refuses a bad vehicle with the rule's key", async () => {
    const response = await call(server, ana, "POST", "/api/vehicles", {
      vehicleType: "car",
      manufacture: " ",
      model: "x",
    });
    expect(response.json()).toMatchObject({ code: 400, message: "required" });
  });

  it("updates a patch of fields, and deletes the vehicle with its history", async () => {
    const id = (await call(server, ana, "POST", "/api/vehicles", aCar)).json().payload._id;
    const patched = await call(server, ana, "PATCH", `/api/vehicles/${id}`, {
      color: "Red",
      model: "yaris",
      insuranceDate: "2027-01-01",
    });
    expect(patched.json().payload).toMatchObject({
      color: "Red",
      model: "Yaris",
      fullname: "Toyota Yaris",
      insuranceDate: "2027-01-01T12:00:00.000Z",
    });
    await call(server, ana, "POST", `/api/maintenances/${id}`, { type: "battery", date: new Date().toISOString() });
    const deleted = await call(server, ana, "DELETE", `/api/vehicles/${id}`);
    expect(deleted.json()).toEqual({ code: 200, message: "VEHICLE_DELETED" });
    expect((await call(server, ana, "GET", `/api/vehicles/info/${id}`)).json()).toEqual({
      code: 404,
      message: "No se encontro ningun vehiculo",
    });
  });

  describe("plan limits", () => {
    it("lets a free user add a 2nd vehicle and refuses the 3rd with 403, writing nothing", async () => {
      expect((await call(server, ana, "POST", "/api/vehicles", aCar)).statusCode).toBe(201);
      expect((await call(server, ana, "POST", "/api/vehicles", { ...aCar, vehicleType: "moto" })).statusCode).toBe(201);
      const third = await call(server, ana, "POST", "/api/vehicles", { ...aCar, vehicleType: "bicycle" });
      expect(third.statusCode).toBe(403);
      expect(third.json()).toEqual({ code: 403, message: "free plan users can have at most 2 vehicles in total" });
      expect((await call(server, ana, "GET", "/api/vehicles")).json().payload).toHaveLength(2);
    });

    it("lets a basic user add a 6th vehicle and refuses the 7th with the basic message", async () => {
      const basic = await userOnPlan(server, "basicuser", "basic");
      for (let n = 0; n < 6; n += 1)
        expect((await call(server, basic, "POST", "/api/vehicles", aCar)).statusCode).toBe(201);
      const seventh = await call(server, basic, "POST", "/api/vehicles", aCar);
      expect(seventh.json()).toEqual({ code: 403, message: "basic plan users can have at most 6 vehicles in total" });
    });

    it("reports the limits and counts of the user's plan", async () => {
      await call(server, ana, "POST", "/api/vehicles", aCar);
      const limits = await call(server, ana, "GET", "/api/vehicles/limits");
      expect(limits.json().payload).toMatchObject({
        plan: "free",
        limits: { total: 2, car: -1 },
        currentCounts: { car: 1, moto: 0 },
        totalVehicles: 1,
      });
    });
  });

  describe("settings", () => {
    it.each([
      [99, 400, "intervalRange"],
      [100, 200, undefined],
      [50_000, 200, undefined],
      [50_001, 400, "intervalRange"],
      [150, 400, "intervalStep"],
    ])("interval %i → %i", async (maintenanceInterval, status, key) => {
      const id = (await call(server, ana, "POST", "/api/vehicles", aCar)).json().payload._id;
      const response = await call(server, ana, "PATCH", `/api/vehicles/${id}/settings`, {
        maintenanceInterval,
        resetMaintenanceType: "oil",
      });
      expect(response.statusCode).toBe(status);
      if (key) expect(response.json().message).toBe(key);
      else expect(response.json().payload.settings).toEqual({ maintenanceInterval, resetMaintenanceType: "oil" });
    });

    it("refuses a reset type that does not fit the vehicle", async () => {
      const id = (
        await call(server, ana, "POST", "/api/vehicles", { vehicleType: "bicycle", manufacture: "trek", model: "fx" })
      ).json().payload._id;
      const response = await call(server, ana, "PATCH", `/api/vehicles/${id}/settings`, {
        maintenanceInterval: 1000,
        resetMaintenanceType: "changeOil",
      });
      expect(response.json()).toEqual({ code: 400, message: "invalidOption" });
    });
  });

  describe("maintenance status", () => {
    it("computes the summary and the detailed status with the domain's engine", async () => {
      const id = (await call(server, ana, "POST", "/api/vehicles", { ...aCar, displacement: 1_000 })).json().payload
        ._id;
      await call(server, ana, "PATCH", `/api/vehicles/${id}/settings`, {
        maintenanceInterval: 5_000,
        resetMaintenanceType: "general",
      });
      // Added at 1,000 km, a used car: its service is unknown until the last one is logged.
      const unknown = await call(server, ana, "GET", `/api/vehicles/${id}/maintenance-status`);
      expect(unknown.json().payload).toMatchObject({ status: "unknown", needsMaintenance: false });
      await call(server, ana, "POST", `/api/maintenances/${id}/general`, {
        adjustments: ["changeOil"],
        kms: 1_000,
        date: new Date(Date.now() - 120_000).toISOString(),
      });
      await call(server, ana, "POST", `/api/maintenances/${id}/tires`, {
        adjustments: ["tireLeftFront"],
        kms: 4_750,
        date: new Date().toISOString(),
      });
      const status = await call(server, ana, "GET", `/api/vehicles/${id}/maintenance-status`);
      expect(status.json().payload).toEqual({
        status: "warning",
        needsMaintenance: false,
        accumulatedKm: 3_750,
        remainingKm: 1_250,
        maintenanceInterval: 5_000,
        progressPercentage: 75,
      });
      const detailed = await call(server, ana, "GET", `/api/vehicles/${id}/detailed-maintenance-status`);
      expect(detailed.json().payload.components.tires).toMatchObject({
        layout: "fourWheels",
        frontLeft: { accumulatedKm: 0 },
      });
      expect(detailed.json().payload.vehicle).toEqual({ brand: "Toyota", model: "Corolla", vehicleType: "car" });
    });
  });
});
