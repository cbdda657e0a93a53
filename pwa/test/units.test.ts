import { formatMoney, localeFor } from "@odo/domain";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  apiCall,
  apiSession,
  baseUrl,
  busyMachineBoundMs,
  expectAccessible,
  openScreen,
  phoneContext,
  registeredPerson,
  signInThroughUi,
  waitForServiceWorker,
} from "./browser.js";

const heading = (page: Page) => page.getByRole("heading", { level: 1 }).textContent();

describe("units and region", () => {
  it("lets a driver in the USA add a car in miles, fill up in gallons and read mpg, while the server keeps km and litres", async () => {
    const person = await registeredPerson("texas", "usa");
    const { token } = await apiSession(person);
    const context = await phoneContext("en-US", { serviceWorker: true });
    const page = await context.newPage();
    await signInThroughUi(page, person);
    await waitForServiceWorker(page);

    await openScreen(page, `/vehicle/add`);
    await expect.poll(() => heading(page)).toBe("Add a vehicle");
    await page.getByRole("button", { name: "Car", exact: true }).click();
    await page.getByLabel("Brand").fill("ford");
    await page.getByLabel("Model").fill("focus");
    await page.getByLabel("Plate number (optional)").fill("tx1234");
    await page.getByLabel("Miles (optional)").fill("12400");
    await page.getByRole("button", { name: "Add vehicle" }).click();
    await page.getByRole("button", { name: "OK" }).click();
    await page.waitForURL(`${baseUrl()}/user`);
    await expect.poll(() => page.locator(".vehicle-card").textContent()).toContain("12,400 mi");
    await page.locator(".vehicle-card").click();
    await page.waitForURL(/\/vehicle\/[0-9a-f-]{36}$/);
    const vehicleId = page.url().split("/").at(-1) ?? "";

    const fillUp = async (miles: string, gallons: string, dollars: string) => {
      await openScreen(page, `/refuel/add/${vehicleId}`);
      await page.getByLabel("Odometer (mi)").fill(miles);
      await page.getByLabel("Gallons").fill(gallons);
      await page.getByLabel("Amount", { exact: true }).fill(dollars);
      await expect.poll(() => page.getByLabel("Price per gallon").inputValue()).toBe("3.5");
      await page.getByRole("button", { name: "Save refuel" }).click();
      await page.getByRole("dialog", { name: "Refuel saved" }).getByRole("button", { name: "OK" }).click();
      await page.waitForURL(`${baseUrl()}/vehicle/${vehicleId}`);
    };
    await openScreen(page, `/refuel/add/${vehicleId}`);
    // The odometer starts at the car's reading, in miles.
    await expect.poll(() => page.getByLabel("Odometer (mi)").inputValue()).toBe("12400");
    await expectAccessible(page, "refuel form in gallons");
    await fillUp("12400", "10", "35");
    await fillUp("12700", "10", "35");

    // 300 miles on 10 gallons: 30.0 mpg, as a calculator says.
    await openScreen(page, `/vehicle/stats/${vehicleId}`);
    await expect.poll(() => page.locator("#consumption-fuel + p").textContent()).toBe("On average 30.0 mpg.");
    await expectAccessible(page, "statistics in mpg");
    // What it costs per mile (the second fill's $35 over the 300 miles it refilled), and the price per gallon over time.
    const fuelRow = page.getByRole("row", { name: /^Fuel/ });
    expect(await fuelRow.textContent()).toBe("Fuel$70.00$0.117");
    expect(await page.locator("#price-fuel").textContent()).toBe("Price per gallon");
    expect(await page.getByRole("table", { name: "Price per gallon" }).locator("td").allTextContents()).toEqual([
      "$3.50",
      "$3.50",
    ]);
    // A tap on the spending chart reads the month out; the period picker keeps it (both fills are recent).
    await page.locator(".chart svg").first().click();
    await expect.poll(() => page.locator(".chart-readout").first().textContent()).toContain("Refuels $70.00");
    await page.getByRole("button", { name: "3 months" }).click();
    expect(await page.getByRole("button", { name: "3 months" }).getAttribute("aria-pressed")).toBe("true");
    expect(await fuelRow.textContent()).toBe("Fuel$70.00$0.117");

    // The server holds km and litres.
    await expect
      .poll(async () => {
        const refuels = (await apiCall(token, "GET", `/refuels/vehicle/${vehicleId}`)).body.payload as {
          quantity: number;
          displacement: number;
        }[];
        return refuels.map((refuel) => [refuel.displacement, refuel.quantity]).sort();
      })
      .toEqual([
        [19_955.87, 37.854],
        [20_438.67, 37.854],
      ]);
    const vehicles = (await apiCall(token, "GET", "/vehicles")).body.payload as { _id: string; initialKm: number }[];
    expect(vehicles.find((vehicle) => vehicle._id === vehicleId)?.initialKm).toBe(19_955.87);
    await context.close();
  });

  it("switches a driver from km to miles offline, and every screen follows at once", async () => {
    const person = await registeredPerson("switcher");
    const { token } = await apiSession(person);
    const car = await apiCall(token, "POST", "/vehicles", {
      vehicleType: "car",
      manufacture: "kia",
      model: "rio",
      plateNumber: "SW1",
      displacement: 16_093.44,
    });
    const vehicleId = (car.body.payload as { _id: string })._id;
    await apiCall(token, "PATCH", `/vehicles/${vehicleId}/settings`, {
      maintenanceInterval: 5_000,
      resetMaintenanceType: "oil",
    });
    const context = await phoneContext("es-ES", { serviceWorker: true });
    const page = await context.newPage();
    await signInThroughUi(page, person);
    await waitForServiceWorker(page);
    // A reading converted from miles shows whole units, not "16,093.44 km".
    await expect.poll(() => page.locator(".vehicle-card").textContent()).toContain("16,093 km");

    await context.setOffline(true);
    await page.goto(`${baseUrl()}/user/profile`);
    await page.getByRole("link", { name: "Unidades y región" }).click();
    await expect.poll(() => heading(page)).toBe("Unidades y región");
    await expectAccessible(page, "units");
    await page.getByLabel("Distancia").selectOption("mi");
    await page.getByLabel("Combustible", { exact: true }).selectOption("usGal");
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect.poll(() => page.getByText("Unidades guardadas.").count()).toBe(1);

    await page.goto(`${baseUrl()}/user`);
    await expect.poll(() => page.locator(".vehicle-card").textContent()).toContain("10,000 mi");
    await page.goto(`${baseUrl()}/vehicle/settings/${vehicleId}`);
    await expect.poll(() => page.getByLabel("Servicio cada (mi)").inputValue()).toBe("3107");
    await page.goto(`${baseUrl()}/refuel/add/${vehicleId}`);
    await expect.poll(() => page.getByLabel("Kilometraje (mi)").inputValue()).toBe("10000");
    expect(await page.getByLabel("Galones").count()).toBe(1);

    await context.setOffline(false);
    await expect
      .poll(async () => ((await apiSession(person)).user as { units?: { distance: string } }).units?.distance, {
        timeout: busyMachineBoundMs,
      })
      .toBe("mi");
    await context.close();
  });

  it("keeps two currencies on one vehicle apart, in the locale's own format", async () => {
    const person = await registeredPerson("caracas", "venezuela");
    const { token } = await apiSession(person);
    const car = await apiCall(token, "POST", "/vehicles", {
      vehicleType: "car",
      manufacture: "chevrolet",
      model: "aveo",
      plateNumber: "VE1",
    });
    const vehicleId = (car.body.payload as { _id: string })._id;
    // An hour ago, so the form's refuel (now, to the minute) is the newer whatever the clock says;
    // the car was added with no km, so no later reading stands below this one.
    await apiCall(token, "POST", `/refuels/${vehicleId}`, {
      date: new Date(Date.now() - 3_600_000).toISOString(),
      quantity: 40,
      amount: 1_234.56,
      currency: "USD",
      displacement: 50_100,
    });
    const context = await phoneContext("es-ES");
    const page = await context.newPage();
    await signInThroughUi(page, person, { next: `/refuel/add/${vehicleId}` });
    await page.getByLabel("Litros").fill("40");
    await page.getByLabel("Monto", { exact: true }).fill("1500");
    await page.getByLabel("Moneda").selectOption("VES");
    await expectAccessible(page, "refuel form with a currency");
    await page.getByRole("button", { name: "Guardar recarga" }).click();
    await page.getByRole("dialog", { name: "Recarga guardada" }).getByRole("button", { name: "Aceptar" }).click();

    await page.goto(`${baseUrl()}/vehicle/history/${vehicleId}`);
    const inCaracas = localeFor("es", "venezuela");
    const dollars = formatMoney(1_234.56, "USD", inCaracas, "USD");
    const bolivares = formatMoney(1_500, "VES", inCaracas, "USD");
    expect(dollars).toBe("$1.234,56");
    await expect.poll(() => page.locator(".history-totals").textContent()).toContain(`${bolivares} · ${dollars}`);
    await expect.poll(() => page.locator(".history-amount").allTextContents()).toEqual([bolivares, dollars]);
    await expect
      .poll(async () => {
        const refuels = (await apiCall(token, "GET", `/refuels/vehicle/${vehicleId}`)).body.payload as {
          currency: string;
        }[];
        return refuels.map((refuel) => refuel.currency).sort();
      })
      .toEqual(["USD", "VES"]);
    await context.close();
  });

  it("writes a Spanish reader's money as Spanish does when no country says otherwise", async () => {
    const person = await registeredPerson("madrid", "none");
    const { token } = await apiSession(person);
    const car = await apiCall(token, "POST", "/vehicles", { vehicleType: "car", manufacture: "seat", model: "ibiza" });
    const vehicleId = (car.body.payload as { _id: string })._id;
    await apiCall(token, "POST", `/maintenances/${vehicleId}`, {
      type: "general",
      adjustments: ["changeOil"],
      amount: 1_234.56,
      date: new Date().toISOString(),
    });
    const context = await phoneContext("es-ES");
    const page = await context.newPage();
    await signInThroughUi(page, person, { next: `/vehicle/history/${vehicleId}` });
    // Spanish writes the sign after the amount, with a no-break space.
    await expect
      .poll(() => page.locator(".history-amount").allTextContents(), { timeout: busyMachineBoundMs })
      .toEqual([formatMoney(1_234.56, "USD", "es", "USD")]);
    expect(formatMoney(1_234.56, "USD", "es", "USD").replace(/\s/g, " ")).toBe("1.234,56 $");
    await context.close();
  });
});
