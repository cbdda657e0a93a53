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
  waitForServiceWorker,
} from "./browser.js";

const heading = (page: Page) => page.getByRole("heading", { level: 1 }).textContent();

describe("every energy", () => {
  it("lets an owner in the USA add an electric car, log three charges and read mi/kWh and cost per mile a calculator gives", async () => {
    const person = await registeredPerson("tesla", "usa");
    const { token } = await apiSession(person);
    const context = await phoneContext("en-US", { serviceWorker: true });
    const page = await context.newPage();
    await signInThroughUi(page, person, { next: "/vehicle/add" });
    await waitForServiceWorker(page);

    await page.getByRole("button", { name: "Car", exact: true }).click();
    await page.getByLabel("Brand").fill("tesla");
    await page.getByLabel("Model").fill("model 3");
    await page.getByLabel("Plate number (optional)").fill("ev1234");
    await page.getByLabel("Miles (optional)").fill("12000");
    // A car in the USA is offered what it runs on, and no "95 octane": each refuel names its grade there.
    expect(await page.getByLabel("Energy").locator("option").allTextContents()).toContain("Plug-in hybrid");
    await page.getByLabel("Energy").selectOption("electric");
    expect(await page.getByLabel("Fuel", { exact: true }).count()).toBe(0);
    await expectAccessible(page, "add vehicle with its energy");
    await page.getByRole("button", { name: "Add vehicle" }).click();
    await page.getByRole("button", { name: "OK" }).click();
    await page.waitForURL(`${baseUrl()}/user`);
    await expect.poll(() => page.locator(".vehicle-card").textContent()).toContain("12,000 mi");
    await page.locator(".vehicle-card").click();
    await page.waitForURL(/\/vehicle\/[0-9a-f-]{36}$/);
    const vehicleId = page.url().split("/").at(-1) ?? "";
    // The home screen's "Add charge" shortcut starts the app straight at the form of the one car
    // that charges.
    await page.goto(`${baseUrl()}/user?shortcut=charge`);
    await page.waitForURL(`${baseUrl()}/refuel/add/${vehicleId}?energy=electricity`);
    await expect.poll(() => heading(page)).toBe("Add a charge");
    await openScreen(page, `/vehicle/${vehicleId}`);
    // An electric car charges; it does not refuel.
    await expect.poll(() => page.getByRole("link", { name: "Add charge" }).count()).toBe(1);
    expect(await page.getByRole("link", { name: "Add refuel" }).count()).toBe(0);
    expect(await page.locator(".subtitle-line").textContent()).toContain("Electric");
    // Its service comes every 20,000 km (12,427 mi), and nothing in it is an oil change.
    await page.getByRole("button", { name: "Go to settings" }).click();
    await expect.poll(() => page.getByLabel("Service every (mi)").inputValue()).toBe("12427");
    const restarts = await page.getByLabel("The count restarts with").locator("option").allTextContents();
    expect(restarts).toContain("Tire rotation");
    expect(restarts).not.toContain("Oil change");
    expect(restarts).not.toContain("Oil");
    await page.getByLabel("Service every (mi)").fill("12500");
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(`${baseUrl()}/vehicle/${vehicleId}`);

    const charge = async (
      miles: string,
      kWh: string,
      dollars: string,
      details: (form: Page) => Promise<void> = async () => {},
    ) => {
      await openScreen(page, `/vehicle/${vehicleId}`);
      await page.getByRole("link", { name: "Add charge" }).click();
      await expect.poll(() => heading(page)).toBe("Add a charge");
      await page.getByLabel("Odometer (mi)").fill(miles);
      await page.getByLabel("Energy (kWh)").fill(kWh);
      await page.getByLabel("Amount", { exact: true }).fill(dollars);
      await details(page);
      await page.getByRole("button", { name: "Save charge" }).click();
      await page.getByRole("dialog", { name: "Charge saved" }).getByRole("button", { name: "OK" }).click();
      await page.waitForURL(`${baseUrl()}/vehicle/${vehicleId}`);
    };
    // At home, to the usual target.
    await charge("12000", "30", "4.50", async (form) => {
      await expect.poll(() => form.getByLabel("Price per kWh").inputValue()).toBe("0.15");
      await expectAccessible(form, "add charge");
    });
    // A public DC charger, 20 → 80 %: partial.
    await charge("12150", "45.6", "16.42", async (form) => {
      await form.getByText("Public", { exact: true }).click();
      await form.getByRole("switch", { name: "Charged to my usual target" }).uncheck();
      await form.getByLabel("Battery at start (%)").fill("20");
      await form.getByLabel("Battery at end (%)").fill("80");
      await form.getByLabel("Charger power (kW)").fill("150");
      await form.getByLabel("Network or charger (optional)").fill("Electrify America");
    });
    // Home again, to full.
    await charge("12420", "38.4", "5.76");

    // 420 miles on the 45.6 + 38.4 kWh after the first charge to the target: 5.0 mi/kWh.
    await openScreen(page, `/vehicle/stats/${vehicleId}`);
    await expect
      .poll(() => page.locator("#consumption-electricity + p").textContent())
      .toBe(`On average ${(420 / (45.6 + 38.4)).toFixed(1)} mi/kWh.`);
    // Per mile over the same charges as the consumption: the $22.18 after the first, over 420 miles.
    expect(await page.getByRole("row", { name: /^Electricity/ }).textContent()).toBe(
      `Electricity$26.68$${(22.18 / 420).toFixed(4)}`,
    );
    expect(await page.locator("#consumption-fuel").count()).toBe(0);
    expect(
      await page.getByRole("table", { name: "Home and public charging" }).getByRole("row").allTextContents(),
    ).toEqual(["WherekWhTotalPer kWh", "Home68.4$10.26$0.15", "Public45.6$16.42$0.36"]);
    // Home and public prices are two trends, not one line zigzagging between them (the user test's L8).
    const prices = page.locator(".price-place");
    expect(await prices.locator("h3").allTextContents()).toEqual(["Home", "Public"]);
    expect(await prices.nth(0).getByRole("table").getByRole("row").count()).toBe(3);
    expect(await prices.nth(1).textContent()).toContain("Only one so far: $0.36");
    await expectAccessible(page, "statistics of an electric car");

    // The history names the charges and finds the network.
    await openScreen(page, `/vehicle/history/${vehicleId}?q=electrify`);
    await expect.poll(() => page.locator(".history-row").count()).toBe(1);
    expect(await page.locator(".history-row").textContent()).toContain("Partial charge · Public · Electrify America");
    expect(await page.locator(".history-row").textContent()).toContain("45.6 kWh");
    await expectAccessible(page, "history with charges");
    await page.locator(".history-row").click();
    await expect.poll(() => heading(page)).toBe("Charge");
    expect(await page.locator("dl").textContent()).toContain("Battery level20 % → 80 %");
    await expectAccessible(page, "a charge's detail");

    // The server holds kWh, never litres, with the charge's details.
    const charges = (await apiCall(token, "GET", `/refuels/vehicle/${vehicleId}`)).body.payload as {
      energy: string;
      quantity: number;
      socStart?: number | null;
      chargePlace?: string | null;
    }[];
    expect(
      charges.map((entry) => [entry.energy, entry.quantity, entry.chargePlace, entry.socStart ?? null]).sort(),
    ).toEqual([
      ["electricity", 30, "home", null],
      ["electricity", 38.4, "home", null],
      ["electricity", 45.6, "public", 20],
    ]);
    await context.close();
  });

  it("shows a plug-in hybrid both doors, and each energy's consumption per 100 km of all the distance", async () => {
    const person = await registeredPerson("phev", "none");
    const { token } = await apiSession(person);
    const car = await apiCall(token, "POST", "/vehicles", {
      vehicleType: "car",
      manufacture: "toyota",
      model: "rav4 prime",
      plateNumber: "PH1",
      displacement: 1_000,
      power: "plugInHybrid",
    });
    const vehicleId = (car.body.payload as { _id: string })._id;
    await apiCall(token, "PATCH", `/vehicles/${vehicleId}/settings`, {
      maintenanceInterval: 10_000,
      resetMaintenanceType: "general",
    });
    // Logged after the car was added (a reading dated before would be a backfill below its first km).
    const added = Date.now();
    const day = (n: number) => new Date(added + n * 100).toISOString();
    const log = (body: object) => apiCall(token, "POST", `/refuels/${vehicleId}`, body);
    await log({ date: day(1), energy: "electricity", quantity: 9, amount: 2, displacement: 1_000 });
    await log({ date: day(2), quantity: 20, amount: 30, displacement: 1_200 });
    await log({ date: day(3), energy: "electricity", quantity: 8, amount: 2, displacement: 1_300 });

    const context = await phoneContext("es-ES", { serviceWorker: true });
    const page = await context.newPage();
    await signInThroughUi(page, person, { next: `/vehicle/${vehicleId}` });
    await expect.poll(() => page.getByRole("link", { name: "Añadir carga" }).count()).toBe(1);
    expect(await page.getByRole("link", { name: "Añadir recarga" }).count()).toBe(1);
    await expectAccessible(page, "a plug-in hybrid's page");

    // The last charge through the form, offline: it lands on the device first.
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.getByRole("link", { name: "Añadir carga" }).click();
    await page.getByLabel("Kilometraje (km)").fill("1500");
    await page.getByLabel("Energía (kWh)").fill("9");
    await page.getByLabel("Monto", { exact: true }).fill("2.25");
    await page.getByRole("button", { name: "Guardar carga" }).click();
    await page.getByRole("dialog", { name: "Carga guardada" }).getByRole("button", { name: "Aceptar" }).click();

    // 500 km: 20 L and 17 kWh after the first reading.
    await page.goto(`${baseUrl()}/vehicle/stats/${vehicleId}`);
    await expect.poll(() => page.locator("#consumption-fuel + p").textContent()).toBe("En promedio, 4,0 L/100 km.");
    expect(await page.locator("#consumption-electricity + p").textContent()).toBe("En promedio, 3,4 kWh/100 km.");
    // One plain sentence (the user test's M5).
    expect(await page.locator("#consumption-electricity ~ p.muted").textContent()).toBe(
      "En 500 km recorridos con cualquiera de las dos energías, entraron 17 kWh.",
    );
    // $36.25 paid; per km, the same entries as the consumption: $30 of fuel and $4.25 of charging over 500 km.
    const together = await page.getByRole("row", { name: /^Energía, todo junto/ }).textContent();
    expect(together?.replaceAll(/\s/gu, " ")).toBe("Energía, todo junto36,25 $0,0685 $");
    await expectAccessible(page, "statistics of a plug-in hybrid");
    await context.setOffline(false);
    await expect
      .poll(
        async () => ((await apiCall(token, "GET", `/refuels/vehicle/${vehicleId}`)).body.payload as unknown[]).length,
      )
      .toBe(4);
    await context.close();
  });

  it("gives a CNG taxi a door for gas and one for gasoline, and keeps its gas in kg", async () => {
    const person = await registeredPerson("taxi", "venezuela");
    const { token } = await apiSession(person);
    const car = await apiCall(token, "POST", "/vehicles", {
      vehicleType: "car",
      manufacture: "chevrolet",
      model: "aveo",
      plateNumber: "TX1",
      displacement: 150_000,
      power: "cngBiFuel",
    });
    const vehicleId = (car.body.payload as { _id: string })._id;
    await apiCall(token, "PATCH", `/vehicles/${vehicleId}/settings`, {
      maintenanceInterval: 5_000,
      resetMaintenanceType: "general",
    });
    const context = await phoneContext("es-ES");
    const page = await context.newPage();
    await signInThroughUi(page, person, { next: `/vehicle/${vehicleId}` });
    await expect.poll(() => page.getByRole("link", { name: "Añadir GNV" }).count()).toBe(1);
    expect(await page.getByRole("link", { name: "Añadir recarga" }).count()).toBe(1);
    await page.getByRole("link", { name: "Añadir GNV" }).click();
    await expect.poll(() => heading(page)).toBe("Añadir una recarga de GNV");
    await page.getByLabel("Kilogramos (kg)").fill("12");
    await page.getByLabel("Monto", { exact: true }).fill("3");
    await expectAccessible(page, "a CNG refuel");
    await page.getByRole("button", { name: "Guardar recarga" }).click();
    await page.getByRole("dialog", { name: "Recarga guardada" }).getByRole("button", { name: "Aceptar" }).click();
    // The form goes back to the vehicle once the refuel is kept: leaving sooner could lose it.
    await page.waitForURL(`${baseUrl()}/vehicle/${vehicleId}`);
    await page.goto(`${baseUrl()}/vehicle/history/${vehicleId}`);
    await expect.poll(() => page.locator(".history-row").textContent()).toContain("Recarga de GNV");
    expect(await page.locator(".history-row").textContent()).toContain("12 kg");
    await context.close();
  });

  it("lets a Colombian log a fill of corriente at any station, in gallons, and read it back as typed", async () => {
    const person = await registeredPerson("bogota", "colombia");
    const { token } = await apiSession(person);
    const car = await apiCall(token, "POST", "/vehicles", {
      vehicleType: "car",
      manufacture: "renault",
      model: "logan",
      plateNumber: "CO1",
      displacement: 80_000,
    });
    const vehicleId = (car.body.payload as { _id: string })._id;
    const context = await phoneContext("es-ES");
    const page = await context.newPage();
    await signInThroughUi(page, person, { next: `/refuel/add/${vehicleId}` });
    // Colombia's pumps sell corriente and extra, by the gallon (the user test's L4).
    await expect
      .poll(() => page.getByLabel("Combustible", { exact: true }).locator("option").allTextContents())
      .toEqual(["Corriente", "Extra", "Otro"]);
    await page.getByLabel("Combustible", { exact: true }).selectOption("91");
    await page.getByLabel("Kilometraje (km)").fill("80400");
    await page.getByLabel("Galones").fill("9.2");
    await page.getByLabel("Precio por galón").fill("15800");
    await expect.poll(() => page.getByLabel("Monto", { exact: true }).inputValue()).toBe("145360");
    // Its own chains, and any other station by name (the user test's M2).
    await page.getByRole("button", { name: /^Gasolinera/ }).click();
    expect(await page.locator(".station-option").allTextContents()).toContain("Terpel");
    await page.locator(".station-option", { hasText: "Otra estación" }).click();
    await page.getByLabel("Nombre de la estación (opcional)").fill("Estación Zeus");
    await expectAccessible(page, "a Colombian refuel at a station typed by name");
    await page.getByRole("button", { name: "Guardar recarga" }).click();
    await page.getByRole("dialog", { name: "Recarga guardada" }).getByRole("button", { name: "Aceptar" }).click();
    await page.waitForURL(`${baseUrl()}/vehicle/${vehicleId}`);
    await page.getByRole("button", { name: "Más tarde" }).click();
    await page.locator(".history-row", { hasText: "Recarga" }).first().click();
    await expect.poll(() => page.getByRole("heading", { level: 2 }).first().textContent()).toBe("Estación Zeus");
    const facts = (await page.locator("dl").first().textContent())?.replaceAll(/\s/gu, " ");
    // The price per gallon as typed, in pesos without cents (the user test's M4): not 15.799,90.
    expect(facts).toContain("Precio por galón$ 15.800");
    expect(facts).toContain("CombustibleCorriente");
    await context.close();
  });

  it("starts a Panamanian owner in US gallons, with litres one tap away", async () => {
    const person = await registeredPerson("panama", "panama", baseUrl(), { countryUnits: true });
    const { token } = await apiSession(person);
    const car = await apiCall(token, "POST", "/vehicles", {
      vehicleType: "car",
      manufacture: "hyundai",
      model: "accent",
      plateNumber: "PA1",
      displacement: 20_000,
    });
    const vehicleId = (car.body.payload as { _id: string })._id;
    const context = await phoneContext("es-ES");
    const page = await context.newPage();
    await signInThroughUi(page, person, { next: `/refuel/add/${vehicleId}` });
    await expect.poll(() => page.getByLabel("Galones").count()).toBe(1);
    expect(await page.getByLabel("Precio por galón").count()).toBe(1);
    // Panama's pumps sell 91 and 95 (and diesel, to a diesel): a grade per refuel.
    expect(await page.getByLabel("Combustible", { exact: true }).locator("option").allTextContents()).toEqual([
      "91 octanos",
      "95 octanos",
      "Otro",
    ]);
    await expectAccessible(page, "refuel form in gallons");
    await openScreen(page, `/user/units`);
    await expect.poll(() => page.getByLabel("Combustible", { exact: true }).inputValue()).toBe("usGal");
    // Every country of the Americas and Spain, each bringing its usual units and currency.
    expect(await page.getByLabel("País").locator("option").count()).toBe(37);
    await page.getByLabel("País").selectOption("spain");
    expect(await page.getByLabel("Combustible", { exact: true }).inputValue()).toBe("l");
    expect(await page.getByLabel("Tu moneda").inputValue()).toBe("EUR");
    await page.getByLabel("País").selectOption("colombia");
    expect(await page.getByLabel("Combustible", { exact: true }).inputValue()).toBe("usGal");
    expect(await page.getByLabel("Tu moneda").inputValue()).toBe("COP");
    await expectAccessible(page, "units and region with every country");
    await context.close();
  });
});
