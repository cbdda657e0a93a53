import { shortDate } from "@odo/domain";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  apiCall,
  apiSession,
  baseUrl,
  busyMachineBoundMs,
  expectAccessible,
  kmText,
  moneyText,
  openScreen,
  phoneContext,
  registeredPerson,
  signInThroughUi,
  testLocale,
  waitForServiceWorker,
  waitForSynced,
} from "./browser.js";
import { longHistory, pushAll } from "./seed.js";

const heading = (page: Page) => page.getByRole("heading", { level: 1 }).textContent();
const money = (amount: number) => moneyText(amount);

/** A person with a car added today at `km` through the API, its service every 5,000 km. */
async function ownerWithCar(prefix: string, plate: string, km: number) {
  const person = await registeredPerson(prefix);
  const { token, user } = await apiSession(person);
  const car = await apiCall(token, "POST", "/vehicles", {
    vehicleType: "car",
    manufacture: "toyota",
    model: "corolla",
    plateNumber: plate,
    displacement: km,
  });
  const vehicleId = (car.body.payload as { _id: string })._id;
  await apiCall(token, "PATCH", `/vehicles/${vehicleId}/settings`, {
    maintenanceInterval: 5000,
    resetMaintenanceType: "oil",
  });
  return { person, token, userId: user._id, vehicleId };
}

/** A signed-in phone; with `serviceWorker`, the installed app that works offline. */
async function signedInPhone(
  person: { username: string; password: string },
  { serviceWorker = false, next }: { serviceWorker?: boolean; next?: string } = {},
) {
  const context = await phoneContext("es-ES", { serviceWorker });
  const page = await context.newPage();
  await signInThroughUi(page, person, { next });
  return { context, page };
}

/** The texts of the history rows drawn on screen. */
const rowTitles = (page: Page) => page.locator(".history-list .history-title").allTextContents();

describe("the history", () => {
  it("lists every entry by month with totals, filters by kind, dates and text, and opens a row", async () => {
    const owner = await ownerWithCar("history", "his111", 84_000);
    const post = (path: string, body: unknown) => apiCall(owner.token, "POST", path, body);
    // A used car's past, logged after it was added: each reading fits between its neighbours.
    await post(`/refuels/${owner.vehicleId}`, {
      date: "2025-01-10T12:00:00.000Z",
      quantity: 40,
      amount: 50,
      displacement: 55_000,
      gasStation: { name: "Puma", location: "Vía España" },
    });
    await post(`/maintenances/${owner.vehicleId}/general`, {
      date: "2025-03-02T12:00:00.000Z",
      adjustments: ["changeBrake", "changeAirFilter"],
      kms: 61_200,
      amount: 180,
    });
    await post(`/maintenances/${owner.vehicleId}/battery`, {
      date: "2025-03-20T12:00:00.000Z",
      adjustments: ["changeBattery"],
      kms: 62_000,
      amount: 120,
    });
    await post(`/maintenances/${owner.vehicleId}/tires`, {
      date: "2025-06-15T12:00:00.000Z",
      adjustments: ["tireLeftFront", "tireRightFront"],
      kms: 70_000,
      amount: 200,
    });
    await post(`/refuels/${owner.vehicleId}`, {
      date: "2025-06-20T12:00:00.000Z",
      quantity: 35,
      amount: 45,
      displacement: 70_500,
      gasStation: { name: "Terpel" },
    });
    const { context, page } = await signedInPhone(owner.person, { next: `/vehicle/${owner.vehicleId}` });

    await page
      .getByRole("button", { name: "Más tarde" })
      .click({ timeout: 2_000 })
      .catch(() => undefined);
    await page.getByRole("link", { name: "Historial" }).click();
    await expect.poll(() => heading(page)).toBe("Historial");
    await expect.poll(() => page.locator(".history-list .history-row").count()).toBe(5);
    await expectAccessible(page, "history");
    expect(await page.locator(".history-month h2").allTextContents()).toEqual([
      "junio de 2025",
      "marzo de 2025",
      "enero de 2025",
    ]);
    expect(await page.locator(".history-month-total").allTextContents()).toEqual([money(245), money(300), money(50)]);
    expect(await page.locator(".history-totals").textContent()).toContain(`5 entradas · ${money(595)}`);

    // By kind: refuels only, then refuels and batteries.
    await page.getByRole("button", { name: "Recargas" }).click();
    await expect.poll(() => page.locator(".history-list .history-row").count()).toBe(2);
    expect(await page.locator(".history-totals").textContent()).toContain(`2 entradas · ${money(95)}`);
    await page.getByRole("button", { name: "Batería" }).click();
    await expect.poll(() => page.locator(".history-list .history-row").count()).toBe(3);
    await page.getByRole("button", { name: "Recargas" }).click();
    await page.getByRole("button", { name: "Batería" }).click();
    await expect.poll(() => page.locator(".history-list .history-row").count()).toBe(5);

    // By dates: March only.
    await page.getByLabel("Desde").fill("2025-03-01");
    await page.getByLabel("Hasta").fill("2025-03-31");
    await expect.poll(() => page.locator(".history-list .history-row").count()).toBe(2);
    await page.getByLabel("Desde").fill("");
    await page.getByLabel("Hasta").fill("");

    // By text, ignoring case and accents, in the adjustments' labels, the station and the place.
    const search = page.getByLabel("Buscar en el historial");
    for (const [query, found] of [
      ["bateria", 1],
      ["FRENOS", 1],
      ["filtro de aire", 1],
      ["puma", 1],
      ["via espana", 1],
      ["llantas", 1],
    ] as const) {
      await search.fill(query);
      await expect.poll(() => page.locator(".history-list .history-row").count(), { message: query }).toBe(found);
    }
    await search.fill("filtro de aire");
    // The filters live in the address: a reload keeps them.
    await page.reload();
    await expect.poll(() => rowTitles(page)).toEqual(["Frenos, Filtro de aire"]);
    await search.fill("xyz");
    await expect.poll(() => page.getByText("Nada coincide con estos filtros.").count()).toBe(1);
    await expectAccessible(page, "history, nothing found");
    await page.getByRole("button", { name: "Mostrar todo" }).click();
    await expect.poll(() => page.locator(".history-list .history-row").count()).toBe(5);

    await page.locator(".history-list .history-row").filter({ hasText: "Terpel" }).click();
    await expect.poll(() => heading(page)).toBe("Recarga");
    await context.close();
  });

  it("finds entries from the search screen, and asks for text first", async () => {
    const owner = await ownerWithCar("finder", "fnd111", 30_000);
    await apiCall(owner.token, "POST", `/maintenances/${owner.vehicleId}/battery`, {
      date: new Date().toISOString(),
      adjustments: ["changeBattery"],
      kms: 30_100,
    });
    const { context, page } = await signedInPhone(owner.person, { next: `/maintenance/v/${owner.vehicleId}` });
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect.poll(() => page.getByRole("alert").allTextContents()).toContain("Este campo es obligatorio");
    await page.getByLabel("¿Qué buscas?").fill("bateria");
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect.poll(() => page.locator(".history-row").count()).toBe(1);
    await expectAccessible(page, "search with a result");
    await context.close();
  });

  it("shows an entry moved to another year on another device once, where it now belongs, and drops one deleted there", async () => {
    const owner = await ownerWithCar("moved", "mov111", 84_000);
    const refuelOn = async (date: string, displacement: number) =>
      (
        (
          await apiCall(owner.token, "POST", `/refuels/${owner.vehicleId}`, {
            date,
            quantity: 40,
            amount: 50,
            displacement,
            gasStation: { name: "Puma", location: "Vía España" },
          })
        ).body.payload as { _id: string }
      )._id;
    const january = await refuelOn("2025-01-10T12:00:00.000Z", 55_000);
    const june = await refuelOn("2025-06-10T12:00:00.000Z", 60_000);
    const { context, page } = await signedInPhone(owner.person, { next: `/vehicle/history/${owner.vehicleId}` });
    await expect.poll(() => page.locator(".history-totals").textContent()).toContain("2 entradas");

    // Another device moves January's refuel back into the year before and deletes June's.
    await apiCall(owner.token, "PATCH", `/refuels/${january}`, { date: "2024-12-20T12:00:00.000Z" });
    await apiCall(owner.token, "DELETE", `/refuels/${june}`);
    await page.reload();
    await expect.poll(() => page.locator(".history-totals").textContent()).toContain("1 entrada");
    const december2024 = new Intl.DateTimeFormat("es", { month: "long", year: "numeric", timeZone: "UTC" }).format(
      new Date("2024-12-15T00:00:00Z"),
    );
    expect(await page.locator(".history-month h2").allTextContents()).toEqual([december2024]);
    expect(await page.locator(".history-list .history-row").count()).toBe(1);
    await context.close();
  });

  it("draws only the rows on screen for 10,000 entries, and reaches the oldest", { timeout: 240_000 }, async () => {
    const owner = await ownerWithCar("longhist", "lng111", 200_000);
    await pushAll(baseUrl(), owner.token, longHistory(owner.vehicleId, 10_000));
    const { context, page } = await signedInPhone(owner.person, { next: `/vehicle/history/${owner.vehicleId}` });
    await expect
      .poll(() => page.locator(".history-totals").textContent(), { timeout: busyMachineBoundMs })
      .toContain("10.000 entradas");
    const drawn = await page.locator(".history-list .history-row").count();
    expect(drawn).toBeGreaterThan(5);
    expect(drawn).toBeLessThan(60);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // The oldest entry, the first refuel at 1,000 km, is the last row.
    await expect.poll(() => page.locator(".history-list .history-row").last().textContent()).toContain(kmText(1_000));
    expect(await page.locator(".history-list .history-row").count()).toBeLessThan(60);
    await context.close();
  });
});

describe("a used car's past", () => {
  it("accepts a service between two readings and refuses one out of order, naming the neighbour", async () => {
    const owner = await ownerWithCar("backfill", "bkf111", 84_000);
    await apiCall(owner.token, "POST", `/maintenances/${owner.vehicleId}/general`, {
      date: "2025-03-02T12:00:00.000Z",
      adjustments: ["changeOil"],
      kms: 61_200,
    });
    const { context, page } = await signedInPhone(owner.person, {
      next: `/maintenance/add/general/${owner.vehicleId}`,
    });

    await page.getByLabel("Fecha y hora").fill("2025-05-01T10:00");
    await page.getByLabel("Cambio de aceite").check();
    await page.getByLabel("Kilometraje (km, opcional)").fill("65000");
    await page.getByRole("button", { name: "Guardar mantenimiento" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Aceptar" }).click();
    // Saved: the app goes back to the vehicle (leaving before then would cut the save short).
    await page.waitForURL(`${baseUrl()}/vehicle/${owner.vehicleId}`);

    await page.goto(`${baseUrl()}/maintenance/add/general/${owner.vehicleId}`);
    await page.getByLabel("Fecha y hora").fill("2025-02-01T10:00");
    await page.getByLabel("Cambio de aceite").check();
    await page.getByLabel("Kilometraje (km, opcional)").fill("64000");
    await page.getByRole("button", { name: "Guardar mantenimiento" }).click();
    const neighbour = `El ${shortDate(new Date("2025-03-02T12:00:00.000Z"), testLocale, "UTC")} marcaba ${kmText(61_200)}`;
    await expect
      .poll(() => page.getByRole("alert").allTextContents())
      .toContain(`${neighbour}: una lectura anterior no puede ser mayor`);
    await expectAccessible(page, "add maintenance, reading out of order");
    // Fixing the reading clears the message at once.
    await page.getByLabel("Kilometraje (km, opcional)").fill("60000");
    await expect.poll(() => page.getByRole("alert").count()).toBe(0);

    // Dated now, below the odometer: SPEC §5's message as before.
    await openScreen(page, `/maintenance/add/general/${owner.vehicleId}`);
    await page.getByLabel("Cambio de aceite").check();
    await page.getByLabel("Kilometraje (km, opcional)").fill("83000");
    await page.getByRole("button", { name: "Guardar mantenimiento" }).click();
    await expect
      .poll(() => page.getByRole("alert").allTextContents())
      .toContain("No puedes ingresar un kilometraje menor al actual");

    await expect
      .poll(
        async () => {
          const reply = await apiCall(owner.token, "GET", `/maintenances/services/10/v/${owner.vehicleId}`);
          return (reply.body.payload as { kms: number }[]).map((maintenance) => maintenance.kms);
        },
        { timeout: busyMachineBoundMs },
      )
      .toEqual([65_000, 61_200]);
    await context.close();
  });
});

describe("the refuel form", () => {
  it("starts at the odometer, fills the third of litres, amount and price, and gives full-to-full economy", async () => {
    const owner = await ownerWithCar("economy", "eco111", 10_000);
    const { context, page } = await signedInPhone(owner.person);
    const refuel = async (odometer: string, litres: string, amount: string, full: boolean) => {
      await openScreen(page, `/refuel/add/${owner.vehicleId}`);
      await page.getByLabel("Kilometraje").fill(odometer);
      await page.getByLabel("Litros").fill(litres);
      await page.getByLabel("Monto", { exact: true }).fill(amount);
      if (!full) await page.getByLabel("Tanque lleno").uncheck();
      await page.getByRole("button", { name: "Guardar recarga" }).click();
      await page.getByRole("dialog", { name: "Recarga guardada" }).getByRole("button", { name: "Aceptar" }).click();
      await page.waitForURL(`${baseUrl()}/vehicle/${owner.vehicleId}`);
    };

    await openScreen(page, `/refuel/add/${owner.vehicleId}`);
    await expect.poll(() => page.getByLabel("Kilometraje").inputValue()).toBe("10000");
    expect(await page.getByLabel("Tanque lleno").isChecked()).toBe(true);
    expect(await page.getByLabel("No registré la recarga anterior").isChecked()).toBe(false);
    await expectAccessible(page, "add refuel");
    await page.getByLabel("Litros").fill("30");
    await page.getByLabel("Precio por litro").fill("1.25");
    await expect.poll(() => page.getByLabel("Monto", { exact: true }).inputValue()).toBe("37.5");
    // An error goes as soon as its field is right.
    await page.getByLabel("Litros").fill("");
    await page.getByLabel("Precio por litro").fill("");
    await page.getByRole("button", { name: "Guardar recarga" }).click();
    await expect.poll(() => page.getByRole("alert").allTextContents()).toContain("Ingresa la cantidad");
    await page.getByLabel("Litros").fill("30");
    await expect.poll(() => page.getByRole("alert").count()).toBe(0);

    await refuel("10000", "30", "37.5", true);
    await refuel("10200", "10", "12.5", false);
    await refuel("10500", "20", "25", true);

    await openScreen(page, `/vehicle/stats/${owner.vehicleId}`);
    // 500 km on the 10 + 20 litres put in after the first full tank: 6.0 L/100 km (Panama writes 6.0).
    await expect.poll(() => page.locator("#consumption-fuel + p").textContent()).toBe("En promedio, 6.0 L/100 km.");
    expect(await page.getByText("Calculado con 3 recargas", { exact: false }).count()).toBe(1);
    await expectAccessible(page, "statistics with economy");
    await openScreen(page, `/vehicle/history/${owner.vehicleId}`);
    await expect.poll(() => page.getByText("Recarga parcial", { exact: false }).count()).toBe(1);
    await context.close();
  });
});

describe("fixing a mistake", () => {
  it("edits a refuel and deletes a maintenance offline, keeps both through a reload, and syncs them", async () => {
    const owner = await ownerWithCar("fixer", "fix111", 20_000);
    const now = Date.now();
    const refuel = await apiCall(owner.token, "POST", `/refuels/${owner.vehicleId}`, {
      date: new Date(now + 1_000).toISOString(),
      quantity: 40,
      amount: 50,
      displacement: 20_500,
    });
    const refuelId = (refuel.body.payload as { _id: string })._id;
    const maintenance = await apiCall(owner.token, "POST", `/maintenances/${owner.vehicleId}/general`, {
      date: new Date(now + 2_000).toISOString(),
      adjustments: ["changeOil"],
      kms: 21_000,
      amount: 60,
    });
    const maintenanceId = (maintenance.body.payload as { _id: string })._id;
    const { context, page } = await signedInPhone(owner.person, {
      serviceWorker: true,
      next: `/vehicle/${owner.vehicleId}`,
    });
    await waitForServiceWorker(page);
    await expect.poll(() => page.locator(".history-row").count()).toBe(2);
    await waitForSynced(page);

    await context.setOffline(true);
    await page.goto(`${baseUrl()}/refuel/detail/${owner.vehicleId}/${refuelId}`);
    await page.getByRole("link", { name: "Editar" }).click();
    await expect.poll(() => heading(page)).toBe("Editar recarga");
    await expectAccessible(page, "edit refuel");
    await expect.poll(() => page.getByLabel("Litros").inputValue()).toBe("40");
    await page.getByLabel("Litros").fill("45");
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await page.waitForURL(`${baseUrl()}/refuel/detail/${owner.vehicleId}/${refuelId}`);
    await expect.poll(() => page.getByText("45 L").count()).toBe(1);

    await page.goto(`${baseUrl()}/maintenance/detail/${owner.vehicleId}/${maintenanceId}`);
    await page.getByRole("button", { name: "Eliminar" }).click();
    await expectAccessible(page, "delete maintenance confirmation");
    await page.getByRole("dialog").getByRole("button", { name: "Eliminar" }).click();
    await page.waitForURL(`${baseUrl()}/vehicle/history/${owner.vehicleId}`);
    await expect.poll(() => page.locator(".history-list .history-row").count()).toBe(1);

    // The odometer was the deleted service's 21,000 km: it falls back to the refuel's reading.
    await page.reload();
    await page.goto(`${baseUrl()}/vehicle/${owner.vehicleId}`);
    await expect.poll(() => page.locator(".page-header .subtitle").textContent()).toContain(kmText(20_500));
    await expect.poll(() => page.locator(".sync-indicator").textContent()).toContain("2 sin enviar");

    await context.setOffline(false);
    await waitForSynced(page);
    const stored = await apiCall(owner.token, "GET", `/vehicles/info/${owner.vehicleId}`);
    expect((stored.body.payload as { displacement: number }).displacement).toBe(20_500);
    const gone = await apiCall(owner.token, "GET", `/maintenances/detail/${owner.vehicleId}/${maintenanceId}`);
    expect(gone.body.payload).toEqual([]);
    const edited = await apiCall(owner.token, "GET", `/refuels/detail/${owner.vehicleId}/${refuelId}`);
    expect(edited.body.payload).toMatchObject({ _id: refuelId, quantity: 45, amount: 50 });
    await context.close();
  });
});
