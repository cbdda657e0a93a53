import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  apiCall,
  apiSession,
  busyMachineBoundMs,
  expectAccessible,
  openScreen,
  phoneContext,
  registeredPerson,
  signInThroughUi,
  waitForServiceWorker,
  waitForSynced,
} from "./browser.js";

const dayMs = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The latest 10 April at least two months back, and the 15 November before it: a winter set goes
 * on in November, the summer set in April.
 */
function lastSeasons(now: number) {
  const year = new Date(now).getUTCFullYear();
  const april = [year, year - 1].map((each) => Date.UTC(each, 3, 10, 12)).find((time) => time <= now - 60 * dayMs);
  if (april === undefined) throw new Error("no April behind us");
  return { november: Date.UTC(new Date(april).getUTCFullYear() - 1, 10, 15, 12), april };
}

/** Adds a set through the set dialog: four tyres of one DOT date, their tread when new and the set's price. */
async function addSet(
  page: Page,
  set: { size: string; brand: string; season: string; dot: string; tread: string },
  { opened = false } = {},
) {
  if (!opened) await page.getByRole("button", { name: "Añadir un juego" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuevo juego de llantas" });
  await dialog.getByLabel("Medida, como en el costado de la llanta").fill(set.size);
  await dialog.getByLabel("Marca").fill(set.brand);
  await dialog.getByLabel("Temporada").selectOption(set.season);
  for (const tyre of [1, 2, 3, 4]) await dialog.getByLabel(`Llanta ${tyre}`, { exact: true }).fill(set.dot);
  await dialog.getByLabel("Labrado nuevo (mm)").fill(set.tread);
  await dialog.getByLabel("Precio del juego").fill("480");
  await expectAccessible(page, "the tyre set's form");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await dialog.waitFor({ state: "hidden" });
}

/** Puts `brand`'s set on at a date and km through the change dialog (the set on comes off). */
async function putOn(page: Page, brand: string, date: number, km: number) {
  await page.getByRole("button", { name: /^(Poner un juego|Cambiar de juego)$/ }).click();
  const dialog = page.locator("dialog[open]");
  await dialog.getByLabel("Juego que se pone").selectOption({ label: `${brand} 205/55 R16 91V` });
  await dialog.getByLabel("Fecha y hora").fill(`${isoDay(date)}T12:00`);
  await dialog.getByLabel("Kilometraje (km)").fill(String(km));
  await expectAccessible(page, "the tyre change's form");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await dialog.waitFor({ state: "hidden" });
}

describe("tyres across the seasons", () => {
  it("follows a winter and a summer set, a workshop's tread at four corners, and says when the front tyres reach 1.6 mm, offline", async () => {
    const now = Date.now();
    const { november, april } = lastSeasons(now);
    const owner = await registeredPerson("llantas", "spain");
    const { token } = await apiSession(owner);
    const car = await apiCall(token, "POST", "/vehicles", {
      vehicleType: "car",
      manufacture: "seat",
      model: "leon",
      plateNumber: "1234BCD",
      displacement: 30_000,
    });
    const vehicleId = (car.body.payload as { _id: string })._id;
    // A fill-up three months ago gives the car its pace (2,500 km in 90 days).
    await apiCall(token, "POST", `/refuels/${vehicleId}`, {
      date: new Date(now - 90 * dayMs).toISOString(),
      quantity: 40,
      amount: 60,
      displacement: 27_500,
    });

    const context = await phoneContext("es-ES", { serviceWorker: true });
    const page = await context.newPage();
    await signInThroughUi(page, owner);
    await waitForServiceWorker(page);
    await openScreen(page, `/vehicle/${vehicleId}/tyres`);
    await page.getByRole("heading", { level: 1, name: "Llantas" }).waitFor();
    await expectAccessible(page, "tyres, before any set");

    // Offline at the tyre shop: both sets, the winter one on in November, the summer one in April.
    await context.setOffline(true);
    await addSet(page, { size: "205/55r16 91v", brand: "Michelin", season: "summer", dot: "0524", tread: "8" });
    await addSet(page, { size: "205/55 R16 91V", brand: "Nokian", season: "winter", dot: "3923", tread: "9" });
    await putOn(page, "Nokian", november, 18_000);
    await putOn(page, "Michelin", april, 24_000);
    const stored = page.getByRole("region", { name: "Guardados" });
    await expect.poll(() => stored.textContent()).toContain("Nokian");
    // The winter set rolled only from November to April: 6,000 km.
    expect(await stored.textContent()).toMatch(/6\.000 km recorridos · 80,00\s€ cada 1\.000 km/);
    await context.setOffline(false);
    await waitForSynced(page);

    // A workshop measures the summer set's four corners at a visit, from its own device.
    const workshop = await registeredPerson("tallerllantas", "spain");
    const { token: workshopToken } = await apiSession(workshop);
    await apiCall(workshopToken, "POST", "/shops", {
      type: "mechanicalWorkshop",
      name: "Neumáticos Sur",
      contactName: "Lucía",
      address: "Calle Mayor 5, Madrid",
      phone: "+34 600 000 000",
    });
    const grant = await apiCall(token, "POST", `/vehicles/${vehicleId}/shares`, { role: "workshop" });
    await apiCall(workshopToken, "POST", "/shares/claim", {
      grant: (grant.body.payload as { qr: string }).qr.replace("odo-share:", ""),
    });
    const seen = await apiCall(workshopToken, "GET", `/vehicles/${vehicleId}/tyres`);
    const sets = (seen.body.payload as { sets: { _id: string; brand: string; price: number | null }[] }).sets;
    const summer = sets.find((set) => set.brand === "Michelin");
    if (!summer) throw new Error("the workshop does not see the summer set");
    // A workshop sees no money of the owner's.
    expect(summer.price).toBeNull();
    const depth = (position: string, tyre: string, treadMm: number) => ({ set: summer._id, tyre, position, treadMm });
    const measured = await apiCall(workshopToken, "POST", `/vehicles/${vehicleId}/tyres/readings`, {
      date: new Date(now).toISOString(),
      km: 30_000,
      depths: [
        depth("frontLeft", "t1", 3.2),
        depth("frontRight", "t2", 3.3),
        depth("rearLeft", "t3", 6.5),
        depth("rearRight", "t4", 6.4),
      ],
    });
    expect(measured.status).toBe(201);

    // The owner's phone takes it in, then has no signal: the due list says it from the device.
    await openScreen(page, `/vehicle/${vehicleId}/reminders`);
    await expect
      .poll(() => page.locator(".reminder-list").textContent(), { timeout: busyMachineBoundMs })
      .toMatch(/Llantas delanteras llegan a 1,6 mm hacia el .+ \(en unos 2\.000 km\)/);
    await context.setOffline(true);
    await page.reload();
    await expect
      .poll(() => page.locator(".reminder-list").textContent(), { timeout: busyMachineBoundMs })
      .toMatch(/Llantas delanteras llegan a 1,6 mm hacia el .+ \(en unos 2\.000 km\)/);
    // Replaced by the set: no more km count per tyre position.
    expect(await page.locator(".reminder-list").textContent()).not.toContain("Llanta delantera izquierda");
    await expectAccessible(page, "the due list with the tyres");

    await openScreen(page, `/vehicle/${vehicleId}/tyres`);
    const onVehicle = page.getByRole("region", { name: "Puestas" });
    await expect.poll(() => onVehicle.textContent(), { timeout: busyMachineBoundMs }).toContain("Michelin");
    expect(await onVehicle.textContent()).toMatch(/Delantera izquierda3,2 mm/);
    // Signed with the workshop's key, as its other work is.
    expect(await page.getByRole("region", { name: "Historial" }).textContent()).toContain("Firmado por Neumáticos Sur");
    await page.getByRole("button", { name: "Anotar labrado" }).click();
    await expectAccessible(page, "the tread form");
    await page.keyboard.press("Escape");
    // The statistics: each set's km and cost per 1,000 km (its tread over time once it has two readings).
    await openScreen(page, `/vehicle/stats/${vehicleId}`);
    const tyreStats = page.getByRole("region", { name: "Llantas" });
    await expect
      .poll(() => tyreStats.textContent(), { timeout: busyMachineBoundMs })
      .toMatch(/Nokian · Invierno6\.000 km80,00\s€/);
    await expectAccessible(page, "the statistics with the tyres");
    await context.close();
  });

  it("offers, after a tyres maintenance, to record the tyres as a set put on at its date and km", async () => {
    const owner = await registeredPerson("llantacambio", "spain");
    const { token } = await apiSession(owner);
    const car = await apiCall(token, "POST", "/vehicles", {
      vehicleType: "car",
      manufacture: "kia",
      model: "ceed",
      displacement: 52_000,
    });
    const vehicleId = (car.body.payload as { _id: string })._id;
    const context = await phoneContext("es-ES");
    const page = await context.newPage();
    await signInThroughUi(page, owner);
    await openScreen(page, `/maintenance/add/tires/${vehicleId}`);
    for (const tyre of ["Llanta delantera izquierda", "Llanta delantera derecha"]) await page.getByLabel(tyre).check();
    await page.getByLabel("Kilometraje (km, opcional)").fill("52300");
    await page.getByRole("button", { name: "Guardar mantenimiento" }).click();
    await page.getByRole("link", { name: "Registrar las llantas como juego" }).click();
    await page.waitForURL(/\/tyres\?/);
    // The new set's form is open already.
    await addSet(
      page,
      { size: "225/45 R17 94W", brand: "Pirelli", season: "allSeason", dot: "1025", tread: "8" },
      { opened: true },
    );
    // The set goes on where the maintenance was logged: its date and km are already there.
    const change = page.getByRole("dialog", { name: "Poner un juego" });
    expect(await change.getByLabel("Kilometraje (km)").inputValue()).toBe("52300");
    await change.getByRole("button", { name: "Guardar" }).click();
    const onVehicle = page.getByRole("region", { name: "Puestas" });
    await expect.poll(() => onVehicle.textContent(), { timeout: busyMachineBoundMs }).toContain("Pirelli");
    // The set was logged by mistake: deleted while on, it leaves no tyre to measure, and its move
    // stays in the history under "a deleted set" until that is deleted too.
    await onVehicle.getByRole("button", { name: "Eliminar" }).click();
    await page
      .getByRole("dialog", { name: "¿Borrar este juego de llantas?" })
      .getByRole("button", { name: "Eliminar" })
      .click();
    await expect.poll(() => page.getByRole("button", { name: "Anotar labrado" }).count()).toBe(0);
    await page.getByRole("button", { name: "Borrar: un juego borrado puesto" }).click();
    await expectAccessible(page, "deleting a tyre change");
    await page
      .getByRole("dialog", { name: "¿Borrar este cambio de llantas?" })
      .getByRole("button", { name: "Eliminar" })
      .click();
    await expect.poll(() => page.getByRole("region", { name: "Historial" }).count()).toBe(0);
    await context.close();
  });

  it("rotates a truck's tyres as trucks are rotated: steer tyres across, each dual's inner and outer", async () => {
    const owner = await registeredPerson("camionllantas", "spain");
    const { token } = await apiSession(owner);
    const truck = await apiCall(token, "POST", "/vehicles", {
      vehicleType: "truck",
      manufacture: "volvo",
      model: "fh",
      displacement: 200_000,
    });
    const vehicleId = (truck.body.payload as { _id: string })._id;
    const keys = ["t1", "t2", "t3", "t4", "t5", "t6"];
    const set = await apiCall(token, "POST", `/vehicles/${vehicleId}/tyres`, {
      brand: "Michelin",
      size: "315/80 R22.5 156/150L",
      season: "allSeason",
      tyres: keys.map((key) => ({ key })),
    });
    const setId = (set.body.payload as { _id: string })._id;
    const places = [
      "axle1Left",
      "axle1Right",
      "axle2LeftOuter",
      "axle2LeftInner",
      "axle2RightInner",
      "axle2RightOuter",
    ];
    const mounted = await apiCall(token, "POST", `/vehicles/${vehicleId}/tyres/events`, {
      date: new Date().toISOString(),
      km: 200_100,
      moves: keys.map((tyre, index) => ({ set: setId, tyre, to: places[index] })),
    });
    expect(mounted.status).toBe(201);

    const context = await phoneContext("es-ES");
    const page = await context.newPage();
    await signInThroughUi(page, owner);
    await openScreen(page, `/vehicle/${vehicleId}/tyres`);
    await page.getByRole("button", { name: "Rotar" }).click();
    const dialog = page.getByRole("dialog", { name: "Rotar las llantas" });
    const how = dialog.getByLabel("Cómo");
    // A two-axle truck has no tandem to swap: only what moves a tyre is offered.
    expect(await how.locator("option").allTextContents()).toEqual([
      "Eje 1: izquierda ↔ derecha",
      "Gemelas: interior ↔ exterior",
    ]);
    await expectAccessible(page, "rotating a truck's tyres");
    await how.selectOption({ label: "Gemelas: interior ↔ exterior" });
    await dialog.getByLabel("Kilometraje (km)").fill("230000");
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await dialog.waitFor({ state: "hidden" });
    await expect
      .poll(() => page.getByRole("region", { name: "Historial" }).textContent(), { timeout: busyMachineBoundMs })
      .toContain("Llantas rotadas");
    // The set rolled on; its first dual tyre, outer until now, is inner (the card lists the tyres in order).
    const onVehicle = page.getByRole("region", { name: "Puestas" });
    expect(await onVehicle.textContent()).toMatch(
      /29\.900 km recorridos.*Eje 2, izquierda interior.*Eje 2, izquierda exterior/s,
    );
    await context.close();
  });

  it("refuses a size that is no tyre's and a DOT date to come, and keeps what was typed", async () => {
    const owner = await registeredPerson("llantamal", "spain");
    const { token } = await apiSession(owner);
    const car = await apiCall(token, "POST", "/vehicles", { vehicleType: "car", manufacture: "kia", model: "ceed" });
    const vehicleId = (car.body.payload as { _id: string })._id;
    const context = await phoneContext("es-ES");
    const page = await context.newPage();
    await signInThroughUi(page, owner);
    await openScreen(page, `/vehicle/${vehicleId}/tyres`);
    await page.getByRole("button", { name: "Añadir un juego" }).click();
    const dialog = page.getByRole("dialog", { name: "Nuevo juego de llantas" });
    await dialog.getByLabel("Medida, como en el costado de la llanta").fill("205/57 R16");
    await dialog.getByLabel("Llanta 1", { exact: true }).fill("5299");
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect.poll(() => dialog.textContent()).toContain("Escribe la medida como en el costado de la llanta");
    expect(await dialog.textContent()).toContain("Escribe las cuatro últimas cifras del código DOT");
    expect(await dialog.getByLabel("Medida, como en el costado de la llanta").inputValue()).toBe("205/57 R16");
    const refused = await apiCall(token, "POST", `/vehicles/${vehicleId}/tyres`, {
      size: "700x25c",
      season: "summer",
      tyres: [{ key: "t1" }],
    });
    // A bicycle's size on a car: refused with the reason, nothing stored.
    expect(refused).toMatchObject({ status: 400, body: { message: "invalidTyreSize" } });
    await context.close();
  });
});
