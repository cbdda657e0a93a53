import type { ShareRole } from "@odo/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aCar, build, call, type Session, type TestServer, userOnPlan } from "../helper.js";

/**
 * SPEC §6 enforced on the server: every garage route and every sync mutation tried by a workshop,
 * an insurance broker, a regular customer and a household member on a vehicle shared with them. What a role may not
 * do is refused; what it may not see never reaches its device.
 */
let server: TestServer;
let ana: Session;
const grantees = {} as Record<ShareRole, Session>;
const roles: ShareRole[] = ["workshop", "insuranceBroker", "customer", "household"];
const ids = { vehicle: "", maintenance: "", refuel: "", expense: "" };
/** After the vehicles are added: a reading dated before would be a backfill below their first km. */
const date = new Date(Date.now() + 3_600_000).toISOString();
const insuranceDate = "2027-03-01T00:00:00.000Z";
const taxesDate = "2027-05-01T00:00:00.000Z";

const grant = async (role: ShareRole, vehicleId = ids.vehicle, owner = ana) =>
  (await call(server, owner, "POST", `/api/vehicles/${vehicleId}/shares`, { role })).json().payload.qr as string;
const claim = (session: Session, qr: string) =>
  call(server, session, "POST", "/api/shares/claim", { grant: qr.replace("odo-share:", "") });
const pull = async (session: Session) =>
  (await call(server, session, "GET", "/api/sync/pull?cursor=0&limit=1000")).json() as {
    changes: { op: string; entity: string; id: string; data: Record<string, unknown> | null }[];
  };

beforeAll(async () => {
  server = await build();
  ana = await userOnPlan(server, "anadriver");
  grantees.workshop = await userOnPlan(server, "tallerpepe", "business");
  grantees.insuranceBroker = await userOnPlan(server, "segurosluz", "business");
  grantees.customer = await userOnPlan(server, "clientemia");
  grantees.household = await userOnPlan(server, "parejaluz");
  ids.vehicle = (await call(server, ana, "POST", "/api/vehicles", aCar)).json().payload._id;
  await call(server, ana, "PATCH", `/api/vehicles/${ids.vehicle}`, { insuranceDate, taxesDate });
  ids.maintenance = (
    await call(server, ana, "POST", `/api/maintenances/${ids.vehicle}/battery`, { date, kms: 10_500 })
  ).json().payload._id;
  ids.refuel = (
    await call(server, ana, "POST", `/api/refuels/${ids.vehicle}`, {
      date,
      quantity: 5,
      amount: 6,
      displacement: 10_800,
    })
  ).json().payload._id;
  ids.expense = (
    await call(server, ana, "POST", `/api/vehicles/${ids.vehicle}/expenses`, {
      category: "insurance",
      amount: 700,
      date,
    })
  ).json().payload._id;
  for (const role of roles) expect((await claim(grantees[role], await grant(role))).statusCode).toBe(200);
});
afterAll(async () => server.close());

type Method = "GET" | "POST" | "PATCH" | "DELETE";
type Attempt = [name: string, method: Method, url: () => string, body: unknown, allowed: ShareRole[]];
const everyone = roles;
/** Who sees the vehicle's history: all but the broker. */
const history: ShareRole[] = ["workshop", "customer", "household"];
const settings = { maintenanceInterval: 1000, resetMaintenanceType: "general" };
const attempts: Attempt[] = [
  ["details", "GET", () => `/api/vehicles/details/${ids.vehicle}`, undefined, everyone],
  ["info", "GET", () => `/api/vehicles/info/${ids.vehicle}`, undefined, everyone],
  ["status", "GET", () => `/api/vehicles/${ids.vehicle}/maintenance-status`, undefined, history],
  ["detailed status", "GET", () => `/api/vehicles/${ids.vehicle}/detailed-maintenance-status`, undefined, history],
  ["latest items", "GET", () => `/api/maintenances/q/3/v/${ids.vehicle}`, undefined, history],
  ["services", "GET", () => `/api/maintenances/services/10/v/${ids.vehicle}`, undefined, history],
  ["maintenance detail", "GET", () => `/api/maintenances/detail/${ids.vehicle}/${ids.maintenance}`, undefined, history],
  ["settings", "PATCH", () => `/api/vehicles/${ids.vehicle}/settings`, settings, ["workshop"]],
  ["add maintenance", "POST", () => `/api/maintenances/${ids.vehicle}`, { type: "battery", date }, history],
  ["stats", "GET", () => `/api/maintenances/stats/${ids.vehicle}`, undefined, ["household"]],
  ["refuels", "GET", () => `/api/refuels/vehicle/${ids.vehicle}`, undefined, ["household"]],
  ["refuel detail", "GET", () => `/api/refuels/detail/${ids.vehicle}/${ids.refuel}`, undefined, ["household"]],
  ["add refuel", "POST", () => `/api/refuels/${ids.vehicle}`, { date, quantity: 1, amount: 1 }, ["household"]],
  ["expenses", "GET", () => `/api/vehicles/${ids.vehicle}/expenses`, undefined, ["household"]],
  [
    "add expense",
    "POST",
    () => `/api/vehicles/${ids.vehicle}/expenses`,
    { category: "parking", amount: 2, date },
    ["household"],
  ],
  ["change the owner's expense", "PATCH", () => `/api/expenses/${ids.expense}`, { amount: 1 }, []],
  ["delete the owner's expense", "DELETE", () => `/api/expenses/${ids.expense}`, undefined, []],
  ["update", "PATCH", () => `/api/vehicles/${ids.vehicle}`, { color: "Pink" }, []],
  ["transfer", "POST", () => `/api/vehicles/transfer/${ids.vehicle}`, undefined, []],
  ["share onwards", "POST", () => `/api/vehicles/${ids.vehicle}/shares`, { role: "customer" }, []],
  ["list shares", "GET", () => `/api/vehicles/${ids.vehicle}/shares`, undefined, []],
  ["delete maintenance", "DELETE", () => `/api/maintenances/${ids.maintenance}`, undefined, []],
  ["delete refuel", "DELETE", () => `/api/refuels/${ids.refuel}`, undefined, []],
  ["delete vehicle", "DELETE", () => `/api/vehicles/${ids.vehicle}`, undefined, []],
];
const cases = attempts.flatMap(([name, method, url, body, allowed]) =>
  roles.map((role) => [name, role, method, url, body, allowed.includes(role)] as const),
);

describe("REST routes by role", () => {
  it.each(cases)("%s as %s", async (_name, role, method, url, body, allowed) => {
    const response = await call(server, grantees[role], method, url(), body);
    if (allowed) {
      expect(response.statusCode).toBeLessThan(300);
    } else {
      expect([403, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain(ids.refuel);
      expect(response.body).not.toContain(ids.expense);
    }
    if (role === "insuranceBroker") {
      expect(response.body).not.toContain("10800");
      expect(response.body).not.toContain(taxesDate);
    }
  });

  it("left the vehicle, its refuel and its history in place", async () => {
    const info = (await call(server, ana, "GET", `/api/vehicles/info/${ids.vehicle}`)).json().payload;
    expect(info).toMatchObject({ color: null, displacement: 10_800, settings: { maintenanceInterval: 1000 } });
    // The owner's, and the one the household member logged.
    expect((await call(server, ana, "GET", `/api/refuels/vehicle/${ids.vehicle}`)).json().payload).toHaveLength(2);
    const expenses = (await call(server, ana, "GET", `/api/vehicles/${ids.vehicle}/expenses`)).json().payload;
    expect(expenses.find((expense: { _id: string }) => expense._id === ids.expense)).toMatchObject({ amount: 700 });
  });
});

describe("sync mutations by role", () => {
  const mutations = (vehicleId: string, n: number) => [
    { name: "vehicle.update", args: { _id: vehicleId, patch: { color: "Pink" } } },
    { name: "vehicle.settings", args: { _id: vehicleId, settings } },
    { name: "vehicle.delete", args: { _id: vehicleId } },
    {
      name: "maintenance.create",
      args: { vehicleId, maintenance: { _id: `01934000-0000-7000-8000-0000000c00${n}1`, type: "battery", date } },
    },
    { name: "maintenance.delete", args: { _id: ids.maintenance } },
    {
      name: "refuel.create",
      args: { vehicleId, refuel: { _id: `01934000-0000-7000-8000-0000000c00${n}2`, date, quantity: 1, amount: 1 } },
    },
    { name: "refuel.delete", args: { _id: ids.refuel } },
    {
      name: "expense.create",
      args: {
        vehicleId,
        expense: { _id: `01934000-0000-7000-8000-0000000c00${n}3`, category: "tolls", amount: 1, date },
      },
    },
    { name: "expense.update", args: { _id: ids.expense, patch: { amount: 1 } } },
    { name: "expense.delete", args: { _id: ids.expense } },
  ];
  const expected: Record<ShareRole, string[]> = {
    workshop: ["vehicle.settings", "maintenance.create"],
    insuranceBroker: [],
    customer: ["maintenance.create"],
    household: ["maintenance.create", "refuel.create", "expense.create"],
  };

  it.each(roles.map((role, n) => [role, n] as const))("as %s only the role's own mutations apply", async (role, n) => {
    const batch = mutations(ids.vehicle, n).map((mutation, index) => ({ mid: index + 1, ...mutation }));
    const clientId = `01934000-0000-7000-8000-0000000d00${n}0`;
    const response = await call(server, grantees[role], "POST", "/api/sync/push", { clientId, mutations: batch });
    expect(response.statusCode).toBe(200);
    const applied = response
      .json()
      .results.filter((result: { status: string }) => result.status === "applied")
      .map((result: { mid: number }) => batch[result.mid - 1]?.name);
    expect(applied).toEqual(expected[role]);
    expect((await call(server, ana, "GET", `/api/vehicles/info/${ids.vehicle}`)).statusCode).toBe(200);
  });
});

describe("what reaches each grantee's device", () => {
  it("gives the broker the vehicle with its insurance date and nothing of km, taxes or history", async () => {
    const { changes } = await pull(grantees.insuranceBroker);
    const vehicle = changes.find((change) => change.entity === "vehicle" && change.id === ids.vehicle)?.data;
    expect(vehicle).toMatchObject({
      plateNumber: "ABC123",
      insuranceDate,
      taxesDate: null,
      displacement: 0,
      access: { role: "insuranceBroker" },
    });
    expect(changes.filter((change) => change.entity === "maintenance" || change.entity === "refuel")).toEqual([]);
  });

  it("gives the workshop km, settings and maintenances, but no refuel or insurance date", async () => {
    const { changes } = await pull(grantees.workshop);
    const vehicle = changes.find((change) => change.entity === "vehicle" && change.id === ids.vehicle)?.data;
    expect(vehicle).toMatchObject({ displacement: 10_800, insuranceDate: null, access: { role: "workshop" } });
    expect(changes.some((change) => change.entity === "maintenance" && change.id === ids.maintenance)).toBe(true);
    expect(changes.some((change) => change.entity === "refuel")).toBe(false);
    expect(JSON.stringify(changes)).not.toContain(ids.refuel);
  });

  it("gives the household member what the owner sees, money and tax date included", async () => {
    const { changes } = await pull(grantees.household);
    const vehicle = changes.find((change) => change.entity === "vehicle" && change.id === ids.vehicle)?.data;
    expect(vehicle).toMatchObject({ displacement: 10_800, insuranceDate, taxesDate, access: { role: "household" } });
    expect(changes.some((change) => change.entity === "refuel" && change.id === ids.refuel)).toBe(true);
    expect(changes.find((change) => change.entity === "expense" && change.id === ids.expense)?.data).toMatchObject({
      category: "insurance",
      amount: 700,
    });
  });

  it("never sends an expense to a workshop, a broker or a customer, and sends the household's to the owner", async () => {
    for (const role of ["workshop", "insuranceBroker", "customer"] as const) {
      expect((await pull(grantees[role])).changes.filter((change) => change.entity === "expense")).toEqual([]);
    }
    const theirs = (await pull(ana)).changes.filter(
      (change) => change.entity === "expense" && change.data?.createdBy === grantees.household.userId,
    );
    expect(theirs.length).toBeGreaterThanOrEqual(2); // one through REST, one through sync
  });

  it("sends a workshop's maintenance to the owner, and the owner's next refuel to nobody else", async () => {
    const ownerPull = await pull(ana);
    const fromWorkshop = ownerPull.changes.filter(
      (change) => change.entity === "maintenance" && change.data?.createdBy === grantees.workshop.userId,
    );
    expect(fromWorkshop).toHaveLength(2); // one through REST, one through sync
    const refuel = await call(server, ana, "POST", `/api/refuels/${ids.vehicle}`, { date, quantity: 2, amount: 3 });
    for (const role of roles.filter((role) => role !== "household")) {
      expect(JSON.stringify((await pull(grantees[role])).changes)).not.toContain(refuel.json().payload._id);
    }
    expect(JSON.stringify((await pull(grantees.household)).changes)).toContain(refuel.json().payload._id);
  });
});

describe("grants", () => {
  it("refuses a forged, an altered and an expired grant, and the owner's own", async () => {
    const qr = await grant("customer");
    const [claims, signature] = qr.replace("odo-share:", "").split(".") as [string, string];
    const altered = Buffer.from(Buffer.from(claims, "base64url").toString().replace("customer", "workshop")).toString(
      "base64url",
    );
    const stranger = await userOnPlan(server, "strangerx");
    for (const token of [`${altered}.${signature}`, `${claims}.${"A".repeat(43)}`]) {
      const response = await call(server, stranger, "POST", "/api/shares/claim", { grant: token });
      expect(response.json()).toMatchObject({ code: 400, message: "Código de acceso no válido o vencido" });
    }
    expect((await claim(ana, qr)).json().message).toBe("Ya eres el dueño de este vehículo");
    server.clock.advance(11 * 60 * 1000);
    expect((await claim(stranger, qr)).statusCode).toBe(400);
    expect((await call(server, stranger, "GET", `/api/vehicles/info/${ids.vehicle}`)).statusCode).toBe(404);
  });

  it("takes back the history when a newer grant gives a role that may not see it", async () => {
    expect((await claim(grantees.customer, await grant("insuranceBroker"))).statusCode).toBe(200);
    const { changes } = await pull(grantees.customer);
    expect(changes.find((change) => change.id === ids.maintenance)).toMatchObject({ op: "del" });
    expect(changes.find((change) => change.id === ids.vehicle)?.data).toMatchObject({ displacement: 0 });
    expect((await claim(grantees.customer, await grant("customer"))).statusCode).toBe(200);
    expect((await pull(grantees.customer)).changes.find((change) => change.id === ids.maintenance)).toMatchObject({
      op: "put",
    });
  });

  it("lists who has access, and a revoked grantee loses the vehicle from the device", async () => {
    const shares = (await call(server, ana, "GET", `/api/vehicles/${ids.vehicle}/shares`)).json().payload;
    expect(shares.map((share: { role: string }) => share.role).sort()).toEqual([...roles].sort());
    const revoked = await call(
      server,
      ana,
      "DELETE",
      `/api/vehicles/${ids.vehicle}/shares/${grantees.customer.userId}`,
    );
    expect(revoked.statusCode).toBe(200);
    const { changes } = await pull(grantees.customer);
    expect(changes.find((change) => change.id === ids.vehicle)).toMatchObject({ op: "del" });
    expect(changes.find((change) => change.id === ids.maintenance)).toMatchObject({ op: "del" });
    expect((await call(server, grantees.customer, "GET", `/api/vehicles/info/${ids.vehicle}`)).statusCode).toBe(404);
    const again = await call(server, ana, "DELETE", `/api/vehicles/${ids.vehicle}/shares/${grantees.customer.userId}`);
    expect(again.statusCode).toBe(404);
  });

  it("names the vehicle's people on the owner's and the household's copies only, so each entry says who logged it", async () => {
    const vehicleOf = async (session: Session) =>
      (await pull(session)).changes.find((change) => change.entity === "vehicle" && change.id === ids.vehicle)?.data;
    const people = (await vehicleOf(ana))?.people as { _id: string; name: string }[];
    // The customer was revoked above: their name left with them.
    expect(people.map((person) => person._id).sort()).toEqual(
      [ana.userId, ...roles.filter((role) => role !== "customer").map((role) => grantees[role].userId)].sort(),
    );
    expect(people.every((person) => person.name.length > 0)).toBe(true);
    expect((await vehicleOf(grantees.household))?.people).toEqual(people);
    for (const role of ["workshop", "insuranceBroker"] as const) {
      expect((await vehicleOf(grantees[role]))?.people).toBeUndefined();
    }
  });

  it("ends every share when the vehicle changes owner", async () => {
    const buyer = await userOnPlan(server, "buyerbeto");
    const { qr } = (await call(server, ana, "POST", `/api/vehicles/transfer/${ids.vehicle}`)).json().payload;
    const [, lastOwner, secret] = qr.split("//");
    const moved = await call(server, buyer, "PATCH", `/api/vehicles/transfer/${ids.vehicle}`, { lastOwner, secret });
    expect(moved.statusCode).toBe(200);
    const { changes } = await pull(grantees.workshop);
    expect(changes.find((change) => change.id === ids.vehicle)).toMatchObject({ op: "del" });
    expect((await call(server, grantees.workshop, "GET", `/api/vehicles/info/${ids.vehicle}`)).statusCode).toBe(404);
    expect((await call(server, buyer, "GET", `/api/vehicles/${ids.vehicle}/shares`)).json().payload).toEqual([]);
  });
});
