import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { barcodePng } from "./barcodes.js";
import {
  apiCall,
  apiSession,
  baseUrl,
  busyMachineBoundMs,
  expectAccessible,
  openScreen,
  phoneContext,
  promote,
  registeredPerson,
  signInThroughUi,
  waitForServiceWorker,
  waitForSynced,
} from "./browser.js";

const heading = (page: Page) => page.getByRole("heading", { level: 1 }).textContent();

/** Adds a car through the add form and returns its id (from the page address). */
async function addCarThroughUi(page: Page, plate: string, km: string) {
  await openScreen(page, `/vehicle/add`);
  await expect.poll(() => heading(page)).toBe("Añadir un vehículo");
  await page.getByRole("button", { name: "Auto", exact: true }).click();
  await page.getByLabel("Marca").fill("toyota");
  await page.getByLabel("Modelo").fill("corolla");
  await page.getByLabel("Número de placa (opcional)").fill(plate);
  await page.getByLabel("Kilómetros (opcional)").fill(km);
  await page.getByRole("button", { name: "Añadir vehículo" }).click();
  await page.getByRole("button", { name: "Aceptar" }).click();
  await page.waitForURL(`${baseUrl()}/user`);
  await page.getByRole("link", { name: new RegExp(plate.toUpperCase()) }).click();
  await page.waitForURL(/\/vehicle\/[0-9a-f-]{36}$/);
  return page.url().split("/").at(-1) ?? "";
}

describe("the garage offline", () => {
  it("adds a car, logs a refuel and a maintenance offline, keeps them through an offline reload, and syncs them", async () => {
    const person = await registeredPerson("garage");
    const context = await phoneContext("es-ES", { serviceWorker: true });
    const page = await context.newPage();
    await signInThroughUi(page, person);
    await waitForServiceWorker(page);
    const vehicleId = await addCarThroughUi(page, "gar123", "10000");

    // A new vehicle has no interval: the page asks for settings first.
    await expect
      .poll(() => page.getByRole("dialog").getByRole("heading").textContent())
      .toBe("Configura Toyota Corolla");
    await expectAccessible(page, "settings-required modal");
    await page.getByRole("button", { name: "Ir a ajustes" }).click();
    await page.waitForURL(`${baseUrl()}/vehicle/settings/${vehicleId}`);
    // The address changes before the screen's code has loaded: check the screen once it is there.
    await page.getByLabel("La cuenta se reinicia con").waitFor();
    await expectAccessible(page, "settings");
    // Tires restart the count here, so the general maintenance below moves it instead.
    await page.getByLabel("La cuenta se reinicia con").selectOption("tires");
    await page.getByRole("button", { name: "Guardar" }).click();
    await page.waitForURL(`${baseUrl()}/vehicle/${vehicleId}`);
    // Added with 10,000 km: its last tyre change, what restarts the count here, is asked for first.
    await page.getByRole("button", { name: "Registrar el último servicio" }).click();
    await page.getByLabel("Con el kilometraje (km)").fill("10000");
    await page.getByRole("dialog").getByRole("button", { name: "Guardar" }).click();
    await expect.poll(() => page.getByText("Faltan 5,000 km").count()).toBe(1);
    await expectAccessible(page, "vehicle page");
    await waitForSynced(page);

    await context.setOffline(true);
    await page.getByRole("link", { name: "Añadir recarga" }).click();
    await expect.poll(() => heading(page)).toBe("Añadir una recarga");
    await page.getByRole("button", { name: "Gasolinera" }).click();
    await expectAccessible(page, "add refuel, stations open");
    await page.getByRole("button", { name: "Terpel" }).click();
    await expect.poll(() => page.getByLabel("Kilometraje").inputValue()).toBe("10000");
    await page.getByLabel("Kilometraje").fill("11000");
    await page.getByLabel("Litros").fill("30.5");
    await page.getByLabel("Monto", { exact: true }).fill("41.20");
    await page.getByRole("button", { name: "Guardar recarga" }).click();
    await page.getByRole("button", { name: "Aceptar" }).click();
    await page.waitForURL(`${baseUrl()}/vehicle/${vehicleId}`);

    await page.getByRole("link", { name: "Mantenimiento", exact: true }).click();
    await expectAccessible(page, "maintenance home");
    await page.getByRole("link", { name: "Volver" }).click();
    await page.getByRole("link", { name: "Añadir mantenimiento" }).click();
    await page.getByLabel("Cambio de aceite").check();
    await page.getByLabel("Kilometraje (km, opcional)").fill("11500");
    await page.getByLabel("Monto (opcional)").fill("60");
    await page.getByRole("button", { name: "Guardar mantenimiento" }).click();
    await page.getByRole("button", { name: "Aceptar" }).click();
    await page.waitForURL(`${baseUrl()}/vehicle/${vehicleId}`);

    await page.reload();
    await expect.poll(() => page.locator(".history-row").count()).toBe(3);
    await expect.poll(() => page.getByText("Faltan 3,500 km").count()).toBe(1);
    await expect.poll(() => page.locator(".sync-indicator").textContent()).toContain("2 sin enviar");

    await context.setOffline(false);
    await waitForSynced(page);

    const other = await phoneContext("es-ES");
    const second = await other.newPage();
    await signInThroughUi(second, person, { next: `/vehicle/${vehicleId}` });
    await expect.poll(() => second.locator(".history-row").count(), { timeout: busyMachineBoundMs }).toBe(3);
    await expect.poll(() => second.getByText("Faltan 3,500 km").count()).toBe(1);
    await other.close();
    await context.close();
  });
});

describe("a VIN typed on the add flow", () => {
  it("is read offline, fills the make and year once the owner taps, and is kept with the car", async () => {
    const person = await registeredPerson("vinread", "colombia");
    const context = await phoneContext("es-ES", { serviceWorker: true });
    const page = await context.newPage();
    await signInThroughUi(page, person);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await openScreen(page, "/vehicle/add");
    await page.getByRole("button", { name: "Auto", exact: true }).click();
    const vin = page.getByLabel("VIN (opcional)");
    // Misread off the windscreen: its check digit says so before anything is filled.
    await vin.fill("1HGCM82633A004353");
    await page.getByText("Este VIN no cuadra").waitFor();
    expect(await page.getByRole("button", { name: /^Usar / }).count()).toBe(0);
    // Typed as people type it: lower case, a dash, an O for the zero.
    await vin.fill("1hgcm8-2633a0o4352");
    await page.getByText("Leído del VIN: Honda · 2003 · Estados Unidos").waitFor();
    await expectAccessible(page, "the add flow with a VIN read");
    await page.getByRole("button", { name: "Usar Honda 2003" }).click();
    expect(await page.getByLabel("Marca").inputValue()).toBe("Honda");
    expect(await page.getByLabel("Año (opcional)").inputValue()).toBe("2003");
    expect(await page.getByRole("button", { name: /^Usar / }).count()).toBe(0);
    await page.getByLabel("Modelo").fill("accord");
    await page.getByRole("button", { name: "Añadir vehículo" }).click();
    await page.getByRole("button", { name: "Aceptar" }).click();
    await context.setOffline(false);
    await waitForSynced(page);
    const { token } = await apiSession(person);
    const garage = (await apiCall(token, "GET", "/vehicles")).body.payload as { bodySerial: string; year: number }[];
    expect(garage.map(({ bodySerial, year }) => ({ bodySerial, year }))).toEqual([
      { bodySerial: "1HGCM82633A004352", year: 2003 },
    ]);
    await context.close();
  });
});

describe("a VIN decoded by the server", () => {
  it("fills the model from NHTSA's data for a US-market car, and says a Colombian-assembled one is not known", async () => {
    const person = await registeredPerson("vindecode", "colombia");
    const context = await phoneContext("es-ES");
    const page = await context.newPage();
    await signInThroughUi(page, person);
    await openScreen(page, "/vehicle/add");
    await page.getByRole("button", { name: "Auto", exact: true }).click();
    const vin = page.getByLabel("VIN (opcional)");
    await vin.fill("1HGCM82633A004352");
    await page.getByRole("button", { name: "Buscar modelo y motor (NHTSA)" }).click();
    await page
      .getByText("De los datos vPIC de la NHTSA, que cubren los vehículos fabricados para el mercado de EE. UU.")
      .waitFor({
        timeout: busyMachineBoundMs,
      });
    // The server's offer stands for the phone's own.
    expect(await page.getByRole("button", { name: "Usar Honda 2003" }).count()).toBe(0);
    await expectAccessible(page, "the add flow with a VIN decoded");
    await page.getByRole("button", { name: "Usar Honda Accord 2003" }).click();
    expect(await page.getByLabel("Marca").inputValue()).toBe("Honda");
    expect(await page.getByLabel("Modelo").inputValue()).toBe("Accord");
    expect(await page.getByLabel("Año (opcional)").inputValue()).toBe("2003");

    // A Renault assembled in Colombia: the phone reads what it can; the server does not guess.
    await vin.fill("9FBHSR5B3BM000001");
    await page.getByRole("button", { name: "Buscar modelo y motor (NHTSA)" }).click();
    await page.getByText(/^Los datos de la NHTSA no conocen este VIN/).waitFor({ timeout: busyMachineBoundMs });
    expect(await page.getByLabel("Modelo").inputValue()).toBe("Accord");
    await context.close();
  });
});

describe("a VIN's barcode on the add flow", () => {
  it("is read from a photo, the reader kept for offline after its first use, and fills the make and year", async () => {
    const person = await registeredPerson("vinscan", "colombia");
    const label = await barcodePng("1HGCM82633A004352", "Code39");
    const context = await phoneContext("es-ES", { serviceWorker: true });
    const page = await context.newPage();
    await signInThroughUi(page, person);
    await waitForServiceWorker(page);
    const scanPhoto = (buffer: Buffer) =>
      page.getByLabel("Escanear el código del VIN").setInputFiles({ name: "vin.png", mimeType: "image/png", buffer });
    // The first scan, online, loads the reader once.
    await openScreen(page, "/vehicle/add");
    await page.getByRole("button", { name: "Auto", exact: true }).click();
    await scanPhoto(label);
    await expect
      .poll(() => page.getByLabel("VIN (opcional)").inputValue(), { timeout: busyMachineBoundMs })
      .toBe("1HGCM82633A004352");

    // Offline, after a reload: a photo with another code is said so, and the label is read.
    await context.setOffline(true);
    await page.reload();
    await page.getByRole("button", { name: "Auto", exact: true }).click();
    await scanPhoto(await barcodePng("odo-share:nothing-here", "QRCode"));
    await page.getByText("No hay un código de barras de VIN en esa foto").waitFor({ timeout: busyMachineBoundMs });
    await scanPhoto(label);
    await page.getByText("Leído del VIN: Honda · 2003 · Estados Unidos").waitFor({ timeout: busyMachineBoundMs });
    await expectAccessible(page, "the add flow with a VIN scanned");
    await page.getByRole("button", { name: "Usar Honda 2003" }).click();
    expect(await page.getByLabel("Marca").inputValue()).toBe("Honda");
    expect(await page.getByLabel("Año (opcional)").inputValue()).toBe("2003");
    await context.close();
  });
});

describe("a save the device refuses", () => {
  it("closes the confirmation, says so, keeps what was typed, and saves on the next try", async () => {
    const person = await registeredPerson("refused");
    const context = await phoneContext("es-ES");
    const page = await context.newPage();
    await signInThroughUi(page, person);
    const vehicleId = await addCarThroughUi(page, "ful123", "5000");
    await openScreen(page, `/refuel/add/${vehicleId}`);
    await page.getByLabel("Litros").fill("30");
    await page.getByLabel("Monto", { exact: true }).fill("40");
    // The device's storage refuses the next write, as a full disk would.
    await page.evaluate(() => {
      const add = IDBObjectStore.prototype.add;
      IDBObjectStore.prototype.add = function (this: IDBObjectStore, ...args: Parameters<typeof add>) {
        if (this.name !== "outbox") return add.apply(this, args);
        IDBObjectStore.prototype.add = add;
        throw new DOMException("The disk is full", "QuotaExceededError");
      };
    });
    await page.getByRole("button", { name: "Guardar recarga" }).click();
    await expect
      .poll(() => page.getByText("Este dispositivo no pudo guardar la recarga", { exact: false }).count())
      .toBe(1);
    expect(await page.locator("dialog[open]").count()).toBe(0);
    expect(await page.getByLabel("Litros").inputValue()).toBe("30");
    expect(await page.getByLabel("Monto", { exact: true }).inputValue()).toBe("40");

    await page.getByRole("button", { name: "Guardar recarga" }).click();
    await page.getByRole("button", { name: "Aceptar" }).click();
    await page.waitForURL(`${baseUrl()}/vehicle/${vehicleId}`);
    await expect.poll(() => page.locator(".history-row").count()).toBe(1);
    await context.close();
  });
});

describe("a save tapped as the app goes to the background", () => {
  it("is on the device though no frame is painted after the tap", async () => {
    const person = await registeredPerson("hidden");
    const context = await phoneContext("es-ES");
    const page = await context.newPage();
    await signInThroughUi(page, person);
    const vehicleId = await addCarThroughUi(page, "hid123", "5000");
    await openScreen(page, `/refuel/add/${vehicleId}`);
    await page.getByLabel("Litros").fill("30");
    await page.getByLabel("Monto", { exact: true }).fill("40");
    // A page going to the background paints no more frames: its animation callbacks never run.
    await page.evaluate(() => {
      window.requestAnimationFrame = () => 0;
    });
    await page.getByRole("button", { name: "Guardar recarga" }).click();

    const refuelsOnDevice = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const userId = JSON.parse(localStorage.getItem("user") ?? "{}")._id;
            const open = indexedDB.open(`odo-${userId}`);
            open.onsuccess = () => {
              const months = open.result.transaction("entryRecords").objectStore("entryRecords").getAll();
              months.onsuccess = () =>
                resolve(
                  months.result.reduce((sum: number, month: { refuels: unknown[] }) => sum + month.refuels.length, 0),
                );
            };
          }),
      );
    await expect.poll(refuelsOnDevice, { timeout: busyMachineBoundMs }).toBe(1);
    await context.close();
  });
});

describe("the date-and-time field", () => {
  it("steps by 30 minutes over twelve years, spells the moment out, and refuses what it cannot read", async () => {
    const person = await registeredPerson("datefield");
    const context = await phoneContext("es-ES");
    const page = await context.newPage();
    await signInThroughUi(page, person);
    const vehicleId = await addCarThroughUi(page, "dat123", "20000");
    await openScreen(page, `/maintenance/add/general/${vehicleId}`);
    const field = page.getByLabel("Fecha y hora");
    const year = new Date().getFullYear();
    expect(await field.getAttribute("step")).toBe("1800");
    expect(await field.getAttribute("min")).toBe(`${year - 11}-01-01T00:00`);
    expect(await field.getAttribute("max")).toBe(`${year}-12-31T23:30`);

    await field.fill("2025-03-05T09:30");
    await expect.poll(() => page.getByText("mar 05, 2025 09:30", { exact: true }).count()).toBe(1);
    await expectAccessible(page, "date field with its spelled-out moment");

    // A date the browser cannot read reaches the form as nothing: it is refused, not saved as now.
    await page.getByLabel("Otro").check();
    await page.getByLabel("Descripción").fill("Alineación");
    await field.fill("");
    await page.getByRole("button", { name: "Guardar mantenimiento" }).click();
    await expect.poll(() => page.getByRole("alert").allTextContents()).toContain("La fecha no es válida.");
    expect(await page.locator("dialog[open]").count()).toBe(0);
    await field.fill("2025-03-05T10:00");
    await expect.poll(() => page.getByRole("alert").count()).toBe(0);
    await context.close();

    const english = await phoneContext("en-US");
    const englishPage = await english.newPage();
    await signInThroughUi(englishPage, person, { next: `/maintenance/add/general/${vehicleId}` });
    await englishPage.getByLabel("Date and time").fill("2025-03-05T09:30");
    await expect.poll(() => englishPage.getByText("Mar 05, 2025 09:30", { exact: true }).count()).toBe(1);
    await english.close();
  });
});

describe("rules in the forms", () => {
  it("shows each rule's message and saves nothing", async () => {
    const person = await registeredPerson("rules");
    const context = await phoneContext("es-ES");
    const page = await context.newPage();
    await signInThroughUi(page, person);
    const vehicleId = await addCarThroughUi(page, "rul123", "20000");

    await openScreen(page, `/maintenance/add/general/${vehicleId}`);
    await expectAccessible(page, "add general maintenance");
    await page.getByRole("button", { name: "Guardar mantenimiento" }).click();
    await expect.poll(() => page.getByRole("alert").allTextContents()).toContain("Selecciona al menos un ajuste");
    await page.getByLabel("Otro").check();
    await page.getByRole("button", { name: "Guardar mantenimiento" }).click();
    await expect.poll(() => page.getByRole("alert").allTextContents()).toContain("Describe el trabajo realizado");
    await page.getByLabel("Descripción", { exact: true }).fill("Refrigerante");
    await page.getByLabel("Kilometraje (km, opcional)").fill("19999");
    await page.getByRole("button", { name: "Guardar mantenimiento" }).click();
    await expect
      .poll(() => page.getByRole("alert").allTextContents())
      .toContain("No puedes ingresar un kilometraje menor al actual");
    await expectAccessible(page, "add maintenance with errors");

    await openScreen(page, `/maintenance/add/tires/${vehicleId}`);
    await page.getByRole("button", { name: "Guardar mantenimiento" }).click();
    await expect.poll(() => page.getByRole("alert").allTextContents()).toContain("Selecciona al menos una llanta");
    await expectAccessible(page, "add tires maintenance");
    await openScreen(page, `/maintenance/add/battery/${vehicleId}`);
    await expectAccessible(page, "add battery maintenance");

    await openScreen(page, `/refuel/add/${vehicleId}`);
    await page.getByLabel("Monto", { exact: true }).fill("20");
    await page.getByRole("button", { name: "Guardar recarga" }).click();
    await expect.poll(() => page.getByRole("alert").allTextContents()).toContain("Ingresa la cantidad");
    await expectAccessible(page, "add refuel with errors");
    await page.getByRole("button", { name: "Limpiar" }).click();
    await expect.poll(() => page.getByRole("alert").count()).toBe(0);

    await openScreen(page, `/vehicle/${vehicleId}`);
    await page.getByRole("button", { name: "Más tarde" }).click();
    await expect.poll(() => page.getByText("Aún no hay registros.").count()).toBe(1);
    await expect.poll(() => page.getByText(/sin enviar/).count()).toBe(0);
    await context.close();
  });

  it("refuses a wrong plate and removes the vehicle with the right one", async () => {
    const person = await registeredPerson("remove");
    const context = await phoneContext("es-ES");
    const page = await context.newPage();
    await signInThroughUi(page, person);
    const vehicleId = await addCarThroughUi(page, "del123", "500");
    await expect.poll(() => page.getByRole("dialog").count()).toBe(1);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    await page.getByRole("link", { name: "Información" }).click();
    await page.getByRole("button", { name: "Eliminar" }).click();
    await page.getByLabel("Placa").fill("DEL124");
    await page.getByRole("dialog").getByRole("button", { name: "Eliminar" }).click();
    await expect.poll(() => page.getByRole("alert").allTextContents()).toContain("La placa no coincide");
    await expectAccessible(page, "remove vehicle modal");
    await page.getByLabel("Placa").fill("del123");
    await page.getByRole("dialog").getByRole("button", { name: "Eliminar" }).click();
    await page.waitForURL(`${baseUrl()}/user`);
    await expect.poll(() => page.getByText("Toyota Corolla se quitó de tu garaje.").count()).toBe(1);
    await expect.poll(() => page.getByText("Tu garaje está vacío").count()).toBe(1);
    await openScreen(page, `/vehicle/${vehicleId}`);
    await expect.poll(() => heading(page)).toBe("Vehículo no encontrado");

    // A bicycle has no tank: its removal speaks of its maintenance only.
    const { token } = await apiSession(person);
    const bike = await apiCall(token, "POST", "/vehicles", {
      vehicleType: "bicycle",
      manufacture: "trek",
      model: "fx 3",
    });
    await openScreen(page, `/vehicle/info/${(bike.body.payload as { _id: string })._id}`);
    await page.getByRole("button", { name: "Eliminar" }).click();
    await expect
      .poll(() => page.getByRole("dialog").locator("p").first().textContent())
      .toMatch(/^Esto elimina el vehículo con todos sus mantenimientos\. Escribe/);
    await context.close();
  });
});

describe("a new phone signing in straight to a vehicle", () => {
  it("waits for the vehicle's first pull instead of saying it is not found", async () => {
    const person = await registeredPerson("deeplink");
    const { token } = await apiSession(person);
    const car = await apiCall(token, "POST", "/vehicles", { vehicleType: "car", manufacture: "kia", model: "rio" });
    const vehicleId = (car.body.payload as { _id: string })._id;
    const context = await phoneContext("es-ES");
    // Every main heading the screen shows, however briefly.
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { headingsSeen: string[] }).headingsSeen = seen;
      new MutationObserver(() => {
        for (const h1 of document.querySelectorAll("h1"))
          if (!seen.includes(h1.textContent ?? "")) seen.push(h1.textContent ?? "");
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    const page = await context.newPage();
    // A slow connection: the first pull lands well after the screen.
    await page.route("**/api/sync/pull**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await signInThroughUi(page, person, { next: `/vehicle/${vehicleId}` });
    await expect.poll(() => heading(page), { timeout: busyMachineBoundMs }).toBe("Kia Rio");
    const seen = await page.evaluate(() => (window as unknown as { headingsSeen: string[] }).headingsSeen);
    expect(seen).not.toContain("Vehículo no encontrado");
    await context.close();
  });
});

describe("every garage screen", () => {
  it("passes axe, and lets an admin delete a maintenance and a refuel", async () => {
    const person = await registeredPerson("screens");
    const { token } = await apiSession(person);
    const created = await apiCall(token, "POST", "/vehicles", {
      vehicleType: "car",
      manufacture: "mazda",
      model: "3",
      plateNumber: "scr1",
      // Added today at 2,300 km: its October readings below are its past.
      displacement: 2300,
    });
    const vehicleId = (created.body.payload as { _id: string })._id;
    await apiCall(token, "PATCH", `/vehicles/${vehicleId}/settings`, {
      maintenanceInterval: 5000,
      resetMaintenanceType: "oil",
    });
    const refuels = [1100, 1600, 2100];
    for (const [index, km] of refuels.entries()) {
      await apiCall(token, "POST", `/refuels/${vehicleId}`, {
        date: `2026-10-1${index}T10:00:00.000Z`,
        quantity: 25,
        amount: 30,
        displacement: km,
        gasStation: { name: "Puma" },
      });
    }
    const maintenance = await apiCall(token, "POST", `/maintenances/${vehicleId}/general`, {
      adjustments: ["changeOil"],
      kms: 2200,
      amount: 45,
      date: "2026-10-20T10:00:00.000Z",
    });
    const maintenanceId = (maintenance.body.payload as { _id: string })._id;
    promote(person.username);

    const context = await phoneContext("es-ES");
    const page = await context.newPage();
    await signInThroughUi(page, person);
    await expect.poll(() => page.getByText("SCR1").count()).toBe(1);

    const screens: [string, string][] = [
      [`/vehicle/info/${vehicleId}`, "information"],
      [`/vehicle/maintenance-status/${vehicleId}`, "status by component"],
      [`/vehicle/stats/${vehicleId}`, "statistics"],
      [`/maintenance/v/${vehicleId}`, "search"],
      [`/maintenance/detail/${vehicleId}/${maintenanceId}`, "maintenance detail"],
      ["/vehicle/add", "add vehicle, type step"],
    ];
    for (const [path, name] of screens) {
      await openScreen(page, path);
      await expectAccessible(page, name);
    }
    await page.getByRole("button", { name: "Moto" }).click();
    await expectAccessible(page, "add vehicle, form");

    await openScreen(page, `/vehicle/info/${vehicleId}`);
    await page.getByRole("button", { name: "Editar" }).click();
    await expectAccessible(page, "information, editing");
    // Only brand and model are required: a blank colour, body serial or date is no error (the user test's H1).
    await page.getByLabel("Vence el seguro").fill("2027-03-15");
    await page.getByRole("button", { name: "Guardar" }).click();
    const facts = page.locator("dl.facts");
    await expect.poll(() => facts.textContent()).toContain("Vence el seguro15 mar 2027");
    // A blank date stays blank: no "taxes due today".
    expect(await facts.textContent()).toContain("Vencen los impuestos—");
    expect(await facts.textContent()).toContain("Fecha de compra—");
    // A date can be cleared, and a required field still says so.
    await page.getByRole("button", { name: "Editar" }).click();
    await page.getByRole("button", { name: "Limpiar «Vence el seguro»" }).click();
    await page.getByLabel("Modelo").fill("");
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect.poll(() => page.getByRole("alert").allTextContents()).toContain("Este campo es obligatorio");
    await page.getByLabel("Modelo").fill("Yaris");
    await page.getByLabel("Color").fill("Rojo");
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect.poll(() => page.getByText("Rojo").count()).toBe(1);
    expect(await facts.textContent()).toContain("Vence el seguro—");

    await openScreen(page, `/maintenance/v/${vehicleId}`);
    await page.getByLabel("¿Qué buscas?").fill("general");
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect.poll(() => page.locator(".history-row").count()).toBe(1);

    await openScreen(page, `/vehicle/stats/${vehicleId}`);
    // Spending, fuel economy and the fuel price over time.
    await expect.poll(() => page.getByRole("img").count()).toBe(3);

    await openScreen(page, `/vehicle/${vehicleId}`);
    await page.locator(".history-row").filter({ hasText: "Recarga" }).first().click();
    await expect.poll(() => heading(page)).toBe("Recarga");
    await expectAccessible(page, "refuel detail");
    await page.getByRole("button", { name: "Eliminar" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Eliminar" }).click();
    // SPEC §4: a refuel's delete ends with a success modal.
    await expect.poll(() => page.getByRole("dialog").getByRole("heading").textContent()).toBe("Recarga eliminada");
    await page.getByRole("dialog").getByRole("button", { name: "Aceptar" }).click();
    await page.waitForURL(`${baseUrl()}/vehicle/history/${vehicleId}`);

    await openScreen(page, `/maintenance/detail/${vehicleId}/${maintenanceId}`);
    await page.getByRole("button", { name: "Eliminar" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Eliminar" }).click();
    await page.waitForURL(`${baseUrl()}/vehicle/history/${vehicleId}`);
    await expect
      .poll(
        async () => (await apiCall(token, "GET", `/maintenances/detail/${vehicleId}/${maintenanceId}`)).body.payload,
        { timeout: busyMachineBoundMs },
      )
      .toEqual([]);
    await context.close();
  });
});
