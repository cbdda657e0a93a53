import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  apiCall,
  apiSession,
  baseUrl,
  expectAccessible,
  openScreen,
  phoneContext,
  registeredPerson,
  signInThroughUi,
} from "./browser.js";
import { newId } from "./seed.js";

/**
 * What SPEC §2, §4 and §6 ask of the vehicle screens and the redesign had lost: the energy and fuel
 * shown and edited, the battery and tires stats opening their forms, a customer who corrects but
 * never deletes, the refuel's delete ending in a success modal, and a write the device could not
 * store said out loud.
 */

async function ownerWithCar() {
  const person = await registeredPerson("specreg");
  const { token } = await apiSession(person);
  const created = await apiCall(token, "POST", "/vehicles", {
    vehicleType: "car",
    manufacture: "Toyota",
    model: "Corolla",
    plateNumber: "SPC123",
    year: 2018,
    displacement: 84_000,
    type: "gasoline",
    energyType: "91",
  });
  const vehicleId = (created.body.payload as { _id: string })._id;
  await apiCall(token, "PATCH", `/vehicles/${vehicleId}/settings`, {
    maintenanceInterval: 5_000,
    resetMaintenanceType: "general",
  });
  return { person, token, vehicleId };
}

async function signedInPage(person: { username: string; password: string }, { next }: { next?: string } = {}) {
  const page = await (await phoneContext("es-ES")).newPage();
  await signInThroughUi(page, person, { next });
  return page;
}

/** Makes every IndexedDB write of the page fail, as a full disk would. */
const breakDeviceWrites = (page: Page) =>
  page.evaluate(() => {
    const refuse = () => {
      throw new DOMException("The disk is full", "QuotaExceededError");
    };
    IDBObjectStore.prototype.put = refuse;
    IDBObjectStore.prototype.add = refuse;
    IDBObjectStore.prototype.delete = refuse;
  });

describe("the vehicle screens as SPEC §2 has them", () => {
  it("show the year, energy and fuel, and the edit form changes them", async () => {
    const { person, vehicleId } = await ownerWithCar();
    const page = await signedInPage(person, { next: `/vehicle/${vehicleId}` });
    await expect.poll(() => page.locator(".subtitle-line").textContent()).toBe("2018 · Gasolina · 91 octanos");
    await openScreen(page, `/vehicle/info/${vehicleId}`);
    const facts = page.locator("dl.facts");
    await expect.poll(() => facts.textContent()).toContain("EnergíaGasolina");
    await expect.poll(() => facts.textContent()).toContain("Combustible91 octanos");
    await page.getByRole("button", { name: "Editar" }).click();
    await expect.poll(() => page.getByLabel("Combustible").inputValue()).toBe("91");
    await page.getByLabel("Combustible").selectOption("95");
    await page.getByLabel("Color").fill("Gris");
    await page.getByLabel("Pasajeros").fill("5");
    await page.getByLabel("Serial de carrocería").fill("JTDBR32E720012345");
    await expectAccessible(page, "vehicle edit with energy");
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect.poll(() => facts.textContent()).toContain("Combustible95 octanos");
    // A diesel is its own power: its grade is diesel, not an octane to pick.
    await page.getByRole("button", { name: "Editar" }).click();
    await page.getByLabel("Energía").selectOption("diesel");
    await expect.poll(() => page.getByLabel("Combustible").count()).toBe(0);
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect.poll(() => facts.textContent()).toContain("EnergíaDiésel");
    await page.getByRole("button", { name: "Editar" }).click();
    await page.getByLabel("Energía").selectOption("electric");
    // Electric takes no fuel grade: the field goes.
    await expect.poll(() => page.getByLabel("Combustible").count()).toBe(0);
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect.poll(() => facts.textContent()).toContain("EnergíaEléctrico");
    expect(await facts.textContent()).not.toContain("Combustible");
    await openScreen(page, `/vehicle/${vehicleId}`);
    await expect.poll(() => page.locator(".subtitle-line").textContent()).toBe("2018 · Eléctrico");
  });

  it("open the battery and tires forms from their stats", async () => {
    const { person, vehicleId } = await ownerWithCar();
    const page = await signedInPage(person, { next: `/vehicle/${vehicleId}` });
    await page.getByRole("link", { name: /Última batería/ }).click();
    await page.waitForURL(`${baseUrl()}/maintenance/add/battery/${vehicleId}`);
    await page.goBack();
    await page.getByRole("link", { name: /Últimas llantas/ }).click();
    await page.waitForURL(`${baseUrl()}/maintenance/add/tires/${vehicleId}`);
  });
});

describe("changing what is written", () => {
  it("lets a regular customer correct the maintenance they added but not delete it", async () => {
    const { token, vehicleId } = await ownerWithCar();
    const customer = await registeredPerson("cliente");
    const customerSession = await apiSession(customer);
    const qr = (
      (await apiCall(token, "POST", `/vehicles/${vehicleId}/shares`, { role: "customer" })).body.payload as {
        qr: string;
      }
    ).qr;
    await apiCall(customerSession.token, "POST", "/shares/claim", { grant: qr.replace("odo-share:", "") });
    const maintenanceId = newId();
    await apiCall(customerSession.token, "POST", `/maintenances/${vehicleId}/general`, {
      _id: maintenanceId,
      adjustments: ["changeCarWashing"],
      date: new Date(Date.now() + 60_000).toISOString(),
    });
    const page = await signedInPage(customer, { next: `/maintenance/detail/${vehicleId}/${maintenanceId}` });
    await expect.poll(() => page.getByRole("link", { name: "Editar" }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Eliminar" }).count()).toBe(0);
  });

  it("ends a refuel's delete with the success modal, then goes back to the history", async () => {
    const { person, token, vehicleId } = await ownerWithCar();
    const refuelId = newId();
    await apiCall(token, "POST", `/refuels/${vehicleId}`, {
      _id: refuelId,
      date: new Date(Date.now() + 60_000).toISOString(),
      quantity: 30,
      amount: 40,
      displacement: 84_300,
    });
    const page = await signedInPage(person, { next: `/refuel/detail/${vehicleId}/${refuelId}` });
    await page.getByRole("button", { name: "Eliminar" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Eliminar" }).click();
    await expect.poll(() => page.getByRole("dialog").getByRole("heading").textContent()).toBe("Recarga eliminada");
    await expectAccessible(page, "refuel deleted");
    await page.getByRole("dialog").getByRole("button", { name: "Aceptar" }).click();
    await page.waitForURL(`${baseUrl()}/vehicle/history/${vehicleId}`);
  });

  it("says so when the device cannot store a delete or the settings", async () => {
    const { person, token, vehicleId } = await ownerWithCar();
    const refuelId = newId();
    await apiCall(token, "POST", `/refuels/${vehicleId}`, {
      _id: refuelId,
      date: new Date(Date.now() + 60_000).toISOString(),
      quantity: 30,
      amount: 40,
      displacement: 84_300,
    });
    const page = await signedInPage(person, { next: `/refuel/detail/${vehicleId}/${refuelId}` });
    await page.getByRole("button", { name: "Eliminar" }).waitFor();
    await breakDeviceWrites(page);
    await page.getByRole("button", { name: "Eliminar" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Eliminar" }).click();
    await expect
      .poll(() => page.getByRole("dialog").getByRole("alert").textContent())
      .toBe("No se pudo eliminar en este dispositivo. No cambió nada; inténtalo de nuevo.");

    await openScreen(page, `/vehicle/settings/${vehicleId}`);
    await page.getByLabel("La cuenta se reinicia con").waitFor();
    await breakDeviceWrites(page);
    await page.getByLabel("La cuenta se reinicia con").selectOption("tires");
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect
      .poll(() => page.getByRole("dialog").getByRole("heading").textContent())
      .toBe("No se guardaron los ajustes");
    expect(page.url()).toBe(`${baseUrl()}/vehicle/settings/${vehicleId}`);
    expect(await page.getByLabel("La cuenta se reinicia con").inputValue()).toBe("tires");
  });
});
