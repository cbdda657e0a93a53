import { beforeEach, describe, expect, it } from "vitest";
import {
  apiCall,
  apiSession,
  baseUrl,
  busyMachineBoundMs,
  expectAccessible,
  kmText,
  phoneContext,
  registeredPerson,
  signInThroughUi,
  testStack,
} from "./browser.js";

/** Tells the local Strava how to behave, as its test hooks allow. */
async function stravaBehaves(settings: Record<string, unknown>) {
  await fetch(`${testStack().stravaUrl}/__fake/settings`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(settings),
  });
}
beforeEach(() => stravaBehaves({ denyAuthorization: false, failTokenExchange: false, failDeauthorize: false }));

/** A rider on the basic plan, which Strava comes with (SPEC §6). */
async function cyclist() {
  const person = await registeredPerson("rider");
  const session = await apiSession(person);
  expect((await apiCall(session.token, "PATCH", "/users/plan", { plan: "basic" })).status).toBe(200);
  const context = await phoneContext("es-ES");
  const page = await context.newPage();
  await signInThroughUi(page, person);
  return { person, session, context, page };
}

describe("Strava", () => {
  it("shows a free rider the plans instead of sending them to Strava", async () => {
    const person = await registeredPerson("freerider");
    const context = await phoneContext("es-ES");
    const page = await context.newPage();
    await signInThroughUi(page, person, { next: `/available-integrations` });
    await page.getByRole("button", { name: "Conectar Strava" }).click();
    const dialog = page.getByRole("dialog", { name: "Strava viene con el plan básico" });
    await expect.poll(() => dialog.count()).toBe(1);
    await expectAccessible(page, "Strava plan prompt");
    await dialog.getByRole("button", { name: "Ver los planes" }).click();
    await page.waitForURL(`${baseUrl()}/plans`);
    await context.close();
  });

  it("connects from a bicycle, links a bike whose km then show, adds a second bike, and disconnects", async () => {
    const { session, context, page } = await cyclist();
    const bicycle = await apiCall(session.token, "POST", "/vehicles", {
      vehicleType: "bicycle",
      manufacture: "trek",
      model: "domane",
      displacement: 100,
    });
    const bicycleId = (bicycle.body.payload as { _id: string })._id;
    await apiCall(session.token, "PATCH", `/vehicles/${bicycleId}/settings`, {
      maintenanceInterval: 1000,
      resetMaintenanceType: "general",
    });

    await page.goto(`${baseUrl()}/vehicle/${bicycleId}`);
    await page.getByRole("button", { name: "Conectar Strava" }).click();
    await page.waitForURL(/\/integrations\/callback\?/);
    await expect.poll(() => page.getByText("Strava está conectado").count()).toBe(1);
    await expectAccessible(page, "callback success");
    await page.waitForURL(`${baseUrl()}/vehicle/add/integrations/${bicycleId}`);
    await expect.poll(() => page.getByLabel(/^Trek Domane/).count()).toBe(1);
    await expectAccessible(page, "link a bike");
    await page.getByLabel(/^Trek Domane/).check();
    await page.getByRole("button", { name: "Vincular esta bici" }).click();
    await page.waitForURL(`${baseUrl()}/vehicle/${bicycleId}`);
    await expect.poll(() => page.getByRole("button", { name: "Strava: listo" }).count()).toBe(1);
    await expect.poll(() => page.getByText(kmText(1_523.4)).count()).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Strava: listo" }).click();
    await expectAccessible(page, "strava done modal");
    await page.getByRole("button", { name: "Entendido" }).click();

    await page.goto(`${baseUrl()}/vehicle/add/integrations`);
    await page.getByLabel(/^Specialized Rockhopper/).check();
    await page.getByRole("button", { name: "Agregar esta bici" }).click();
    await page.waitForURL(`${baseUrl()}/user`);
    await expect.poll(() => page.getByRole("link", { name: /Specialized Rockhopper/ }).count()).toBe(1);
    await expect
      .poll(
        async () => {
          const list = await apiCall(session.token, "GET", "/vehicles");
          return (list.body.payload as { extId: string | null; from: string; displacement: number }[])
            .filter((vehicle) => vehicle.extId === "b1002")
            .map((vehicle) => [vehicle.from, vehicle.displacement]);
        },
        { timeout: busyMachineBoundMs },
      )
      .toEqual([["strava", 412]]);

    await page.goto(`${baseUrl()}/user/integrations`);
    await expectAccessible(page, "user integrations");
    await stravaBehaves({ failDeauthorize: true });
    await page.getByRole("button", { name: "Desconectar" }).click();
    await expectAccessible(page, "disconnect confirmation");
    await page.getByRole("dialog").getByRole("button", { name: "Desconectar" }).click();
    await expect.poll(() => page.getByText("No pudimos desconectar la integración", { exact: false }).count()).toBe(1);
    await expectAccessible(page, "disconnect failed");
    await page.getByRole("button", { name: "Entendido" }).click();

    await stravaBehaves({ failDeauthorize: false });
    await page.getByRole("button", { name: "Desconectar" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Desconectar" }).click();
    await expect.poll(() => page.getByText("No hay servicios conectados").count()).toBe(1);
    const me = await apiCall(session.token, "GET", `/users/${session.user._id}`);
    expect((me.body.payload as { integrations: string[] }).integrations).toEqual([]);
    await context.close();
  });

  it("shows its error when the athlete refuses, and when Strava refuses the code", async () => {
    const { context, page } = await cyclist();
    await page.goto(`${baseUrl()}/available-integrations`);
    await expectAccessible(page, "available integrations");
    await page.getByRole("button", { name: "Conectar Garmin" }).click();
    await expect.poll(() => page.getByRole("dialog").getByRole("heading").textContent()).toBe("Muy pronto");
    await expectAccessible(page, "coming soon");
    await page.getByRole("button", { name: "Entendido" }).click();

    await stravaBehaves({ denyAuthorization: true });
    await page.getByRole("button", { name: "Conectar Strava" }).click();
    await page.waitForURL(/\/integrations\/callback\?/);
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("No autorizaste a Odo en Strava");
    expect(await page.getByRole("button", { name: "Reintentar" }).count()).toBe(1);
    await expectAccessible(page, "callback refused");

    await stravaBehaves({ denyAuthorization: false, failTokenExchange: true });
    await page.goto(`${baseUrl()}/available-integrations`);
    await page.getByRole("button", { name: "Conectar Strava" }).click();
    await page.waitForURL(/\/integrations\/callback\?/);
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("Strava no aceptó la conexión");
    await page.getByRole("link", { name: "Volver" }).click();
    await page.waitForURL(`${baseUrl()}/user`);
    await context.close();
  });

  it("says offline that connecting needs a connection", async () => {
    const { context, page } = await cyclist();
    await page.goto(`${baseUrl()}/vehicle/add`);
    await page.getByRole("button", { name: "Bicicleta" }).click();
    await expectAccessible(page, "bicycle add with the Strava block");
    await context.setOffline(true);
    await expect.poll(() => page.getByText("Conectar Strava necesita conexión.").count()).toBe(1);
    expect(await page.getByRole("button", { name: "Importar desde Strava" }).isDisabled()).toBe(true);
    await context.close();
  });
});
