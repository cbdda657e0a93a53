import { pullPagesContentType } from "@odo/domain";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  apiCall,
  apiSession,
  baseUrl,
  expectAccessible,
  kmText,
  openScreen,
  phoneContext,
  registeredPerson,
  signInThroughUi,
} from "./browser.js";

const heading = (page: Page) => page.getByRole("heading", { level: 1 }).textContent();
const day = 86_400_000;

async function signedInPhone(
  person: { username: string; password: string },
  { locale = "es-ES", next }: { locale?: "es-ES" | "en-US"; next?: string } = {},
) {
  const context = await phoneContext(locale);
  const page = await context.newPage();
  await signInThroughUi(page, person, { next });
  return { context, page };
}

/** Adds a vehicle through the API; returns its id. */
async function addVehicle(token: string, fields: Record<string, unknown>) {
  const reply = await apiCall(token, "POST", "/vehicles", { vehicleType: "car", manufacture: "mazda", ...fields });
  return (reply.body.payload as { _id: string })._id;
}

/** Elements a finger taps on the page that are smaller than 44 × 44 px, described. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("main a, main button, main input, main select, header a, header button")]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || element.closest(".visually-hidden")) return false;
        // A link inside a sentence is sized by its text (WCAG 2.5.8's inline exception).
        if (element.matches("p a, li > a.text-link, .text-link")) return false;
        if (element.matches("input[type=checkbox], input[type=radio]") && element.closest("label")) {
          const label = element.closest("label")?.getBoundingClientRect();
          return !label || label.height < 44;
        }
        return box.height < 44 || box.width < 44;
      })
      .map((element) => `${element.tagName} "${element.textContent?.trim() || element.getAttribute("aria-label")}"`),
  );
}

/** Words of the elements matched that are drawn over two lines ("Mantenimi|ento"). */
function brokenWords(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const broken: string[] = [];
    for (const element of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (tops.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  }, selector);
}

describe("a used car's parts", () => {
  it("shows parts never logged as unknown, and records the last replacement or 'I don't know'", async () => {
    const person = await registeredPerson("parts");
    const { context, page } = await signedInPhone(person, { next: `/vehicle/add` });
    await page.getByRole("button", { name: "Auto", exact: true }).click();
    await page.getByLabel("Marca").fill("honda");
    await page.getByLabel("Modelo").fill("civic");
    await page.getByLabel("Número de placa (opcional)").fill("prt111");
    await page.getByLabel("Kilómetros (opcional)").fill("84500");
    await page.getByRole("button", { name: "Añadir vehículo" }).click();
    await expectAccessible(page, "vehicle added, used");
    await page.getByRole("button", { name: "Registrar sus piezas" }).click();
    await expect.poll(() => heading(page)).toBe("Cada pieza");
    await expectAccessible(page, "each part, unknown");

    // Four tyres, the brakes and the battery: none logged, none guessed.
    await expect.poll(() => page.locator(".usage-status").allTextContents()).toEqual(Array(6).fill("Sin registro"));
    const brakes = page.locator("section").filter({ hasText: "Frenos" });
    await brakes.getByRole("button", { name: "Registrar su último cambio" }).click();
    await expectAccessible(page, "replacement dialog");
    await page.getByLabel("Con el kilometraje").fill("80000");
    await page.getByRole("dialog").getByRole("button", { name: "Guardar" }).click();
    await expect.poll(() => brakes.locator(".usage-status").textContent()).toBe("Bien");
    await expect.poll(() => brakes.textContent()).toContain(kmText(4_500));

    const battery = page.locator("section").filter({ hasText: "Batería" });
    await battery.getByRole("button", { name: "Registrar su último cambio" }).click();
    await page.getByRole("button", { name: "No lo sé" }).click();
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    expect(await battery.locator(".usage-status").textContent()).toBe("Sin registro");

    // With its service interval set, what the garage card leads with is the tyres nobody logged.
    const { token } = await apiSession(person);
    const vehicleId = page.url().split("/").at(-1) ?? "";
    await apiCall(token, "PATCH", `/vehicles/${vehicleId}/settings`, {
      maintenanceInterval: 5000,
      resetMaintenanceType: "oil",
    });
    await openScreen(page, `/user`);
    await expect.poll(() => page.locator(".vehicle-card").textContent()).toContain("Último servicio: desconocido");
    await context.close();
  });

  it("starts its service unknown, counts it from the last one recorded, and never lets an undated record block the past", async () => {
    const person = await registeredPerson("usedsvc");
    const { token } = await apiSession(person);
    const car = await addVehicle(token, { model: "corolla", plateNumber: "us1", displacement: 84_000, year: 2018 });
    await apiCall(token, "PATCH", `/vehicles/${car}/settings`, {
      maintenanceInterval: 5000,
      resetMaintenanceType: "oil",
    });
    const { context, page } = await signedInPhone(person, { next: `/vehicle/${car}` });
    // Not "Good · 5,000 km left": nobody logged its last service.
    const status = page.locator(".status-card");
    await expect.poll(() => status.locator(".usage-status").textContent()).toBe("Sin registro");
    expect(await status.textContent()).toContain("Desconocido: registra tu último servicio");
    await expectAccessible(page, "vehicle page, service unknown");

    // "Register your parts": the brakes at 72,000 km, the day left blank.
    await openScreen(page, `/vehicle/maintenance-status/${car}`);
    const brakes = page.locator("section").filter({ hasText: "Frenos" });
    await brakes.getByRole("button", { name: "Registrar su último cambio" }).click();
    await page.getByLabel("Con el kilometraje").fill("72000");
    await page.getByRole("dialog").getByRole("button", { name: "Guardar" }).click();
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);

    // The last service, at 81,000 km, from the vehicle page, its day left blank too.
    await openScreen(page, `/vehicle/${car}`);
    await status.getByRole("button", { name: "Registrar el último servicio" }).click();
    await expectAccessible(page, "last service dialog");
    await page.getByLabel("Con el kilometraje").fill("81000");
    await page.getByRole("dialog").getByRole("button", { name: "Guardar" }).click();
    await expect.poll(() => status.locator(".usage-status").textContent()).toBe("Bien");
    expect(await status.textContent()).toContain(kmText(2_000));

    // Last June's oil change at 79,500 km goes in: nothing dated today reads 72,000.
    await openScreen(page, `/maintenance/add/general/${car}`);
    // The reading starts at the odometer, as the refuel form's does.
    await expect.poll(() => page.getByLabel(/^Kilometraje/).inputValue()).toBe("84000");
    await page.getByLabel("Fecha y hora").fill("2026-06-15T10:00");
    await page.getByLabel(/^Kilometraje/).fill("79500");
    await page.getByRole("checkbox", { name: "Cambio de aceite" }).check();
    await page.getByRole("button", { name: "Guardar mantenimiento" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Aceptar" }).click();

    // The history shows the undated ones as such, where their km belongs.
    await openScreen(page, `/vehicle/history/${car}`);
    await expect.poll(() => page.getByText("Fecha desconocida").count()).toBe(2);
    await expectAccessible(page, "history with undated entries");
    await context.close();
  });
});

describe("the garage at a glance", () => {
  it("leads each card with its colour, its km and the most urgent thing", async () => {
    const person = await registeredPerson("glance");
    const { token } = await apiSession(person);
    const serviceSoon = await addVehicle(token, { model: "service", plateNumber: "gl1", displacement: 10_000 });
    await apiCall(token, "PATCH", `/vehicles/${serviceSoon}/settings`, {
      maintenanceInterval: 5000,
      resetMaintenanceType: "oil",
    });
    // Its last oil change, at the km it was added with: the service counts from there.
    await apiCall(token, "POST", `/maintenances/${serviceSoon}/general`, {
      date: new Date(Date.now() - day).toISOString(),
      adjustments: ["changeOil"],
      kms: 10_000,
    });
    await apiCall(token, "POST", `/refuels/${serviceSoon}`, {
      date: new Date(Date.now() + 1_000).toISOString(),
      quantity: 30,
      amount: 40,
      displacement: 14_520,
    });
    const insured = await addVehicle(token, { model: "insured", plateNumber: "gl2", displacement: 5_000 });
    await apiCall(token, "PATCH", `/vehicles/${insured}/settings`, {
      maintenanceInterval: 5000,
      resetMaintenanceType: "oil",
    });
    await apiCall(token, "PATCH", `/vehicles/${insured}`, {
      insuranceDate: new Date(Date.now() - 3 * day).toISOString(),
    });
    await apiCall(token, "PATCH", "/users/plan", { plan: "basic" });
    const used = await addVehicle(token, { model: "used", plateNumber: "gl3", displacement: 84_000 });
    await apiCall(token, "PATCH", `/vehicles/${used}/settings`, {
      maintenanceInterval: 5000,
      resetMaintenanceType: "oil",
    });

    const { context, page } = await signedInPhone(person);
    const card = (plate: string) => page.locator(".vehicle-card").filter({ hasText: plate });
    await expect.poll(() => card("GL1").textContent()).toContain("Servicio en 480 km");
    expect(await card("GL1").textContent()).toContain(kmText(14_520));
    // 4,520 of 5,000 km: past 90 %, urgent (SPEC §9).
    expect(await card("GL1").getAttribute("class")).toContain("tone-urgent");
    await expect.poll(() => card("GL2").textContent()).toContain("El seguro venció hace 3 días");
    expect(await card("GL2").getAttribute("class")).toContain("tone-urgent");
    await expect.poll(() => card("GL3").textContent()).toContain("Último servicio: desconocido");
    await expectAccessible(page, "garage with attention");

    // The vehicle page: status, what is due and the two everyday actions above the fold.
    await card("GL2").click();
    await page.waitForURL(`${baseUrl()}/vehicle/${insured}`);
    await expect.poll(() => page.locator(".due-list").textContent()).toContain("El seguro venció hace 3 días");
    for (const target of [
      page.locator(".status-card"),
      page.getByRole("link", { name: "Añadir recarga" }),
      page.getByRole("link", { name: "Añadir mantenimiento" }),
    ]) {
      const box = await target.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(844);
    }
    await expectAccessible(page, "vehicle page");
    expect(await brokenWords(page, ".actions .action span")).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await context.close();
  });

  it("keeps the pages of a pull reply cut short, and asks for the rest from where they end", async () => {
    const person = await registeredPerson("cutpull");
    const { token } = await apiSession(person);
    await addVehicle(token, { model: "uno", plateNumber: "cp1", displacement: 100 });
    await addVehicle(token, { model: "dos", plateNumber: "cp2", displacement: 200 });
    const context = await phoneContext("es-ES");
    const page = await context.newPage();
    const askedFrom: string[] = [];
    let keptUpTo: number | undefined;
    await page.route("**/api/sync/pull/pages**", async (route) => {
      const url = new URL(route.request().url());
      askedFrom.push(url.searchParams.get("cursor") ?? "");
      if (keptUpTo !== undefined) return route.continue();
      // One row a page, and the reply lost in the middle of its third page.
      url.searchParams.set("limit", "1");
      const [first = "", second = "", third = ""] = (await (await route.fetch({ url: url.toString() })).text()).split(
        "\n",
      );
      keptUpTo = (JSON.parse(second) as { cursor: number }).cursor;
      await route.fulfill({
        status: 200,
        contentType: pullPagesContentType,
        body: `${first}\n${second}\n${third.slice(0, 20)}`,
      });
    });
    await signInThroughUi(page, person);
    for (const plate of ["CP1", "CP2"])
      await expect.poll(() => page.locator(".vehicle-card").filter({ hasText: plate }).count()).toBe(1);
    expect(askedFrom[0]).toBe("0");
    expect(askedFrom[1]).toBe(String(keptUpTo));
    await context.close();
  });

  it("shows 'Loading your garage…' on a new device until the first pull is in, never an empty garage", async () => {
    const person = await registeredPerson("firstsync");
    const { token } = await apiSession(person);
    await addVehicle(token, { model: "first", plateNumber: "fs1", displacement: 100 });
    const context = await phoneContext("es-ES");
    const page = await context.newPage();
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/sync/pull**", async (route) => {
      await released;
      await route.continue();
    });
    await signInThroughUi(page, person);
    await expect.poll(() => page.getByText("Cargando tu garaje…").count()).toBe(1);
    expect(await page.getByText("Tu garaje está vacío").count()).toBe(0);
    await expectAccessible(page, "garage loading");
    release();
    await expect.poll(() => page.locator(".vehicle-card").filter({ hasText: "FS1" }).count()).toBe(1);
    expect(await page.getByText("Cargando tu garaje…").count()).toBe(0);

    await context.close();

    // Someone with nothing on the server sees the empty garage once the server said so.
    const nobody = await registeredPerson("emptysync");
    const { context: other, page: second } = await signedInPhone(nobody);
    await expect.poll(() => second.getByText("Tu garaje está vacío").count()).toBe(1);
    await other.close();
  });
});

describe("adding vehicles", () => {
  it("offers all five types; a truck has four tyre positions and refuels", async () => {
    const person = await registeredPerson("fivetypes");
    const { context, page } = await signedInPhone(person, { next: `/vehicle/add` });
    await expect
      .poll(() => page.locator(".type-choice").allTextContents())
      .toEqual(["Auto", "Moto", "Bicicleta", "Camión", "Autobús"]);
    expect(await smallTargets(page)).toEqual([]);
    await page.getByRole("button", { name: "Camión" }).click();
    await page.getByLabel("Marca").fill("volvo");
    await page.getByLabel("Modelo").fill("fh");
    await page.getByLabel("Número de placa (opcional)").fill("trk111");
    await page.getByRole("button", { name: "Añadir vehículo" }).click();
    await page.getByRole("button", { name: "Aceptar" }).click();
    await page.getByRole("link", { name: /TRK111/ }).click();
    await page.getByRole("button", { name: "Más tarde" }).click();
    expect(await page.getByRole("link", { name: "Añadir recarga" }).count()).toBe(1);
    // "Later" holds: back from another screen, the truck's page does not ask again.
    await page.getByRole("link", { name: "Añadir recarga" }).click();
    await page.waitForURL(/\/refuel\/add\//);
    await page.goBack();
    await page.getByRole("link", { name: "Cada pieza" }).waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
    // And at the next launch (a new tab starts a new session): it is remembered per vehicle (the user test's M17).
    const relaunched = await page.context().newPage();
    await relaunched.goto(page.url());
    await relaunched.getByRole("link", { name: "Cada pieza" }).waitFor();
    expect(await relaunched.getByRole("dialog").count()).toBe(0);
    await relaunched.close();
    await page.getByRole("link", { name: "Cada pieza" }).click();
    await expect
      .poll(() => page.locator(".usage-label").allTextContents())
      .toEqual([
        "Delantera izquierda",
        "Delantera derecha",
        "Trasera izquierda",
        "Trasera derecha",
        "Frenos",
        "Batería",
      ]);
    await context.close();
  });

  it("shows the free plan's limit before the type of a third vehicle, and comes back after upgrading", async () => {
    const person = await registeredPerson("planfull");
    const { token } = await apiSession(person);
    await addVehicle(token, { model: "one", plateNumber: "pf1" });
    await addVehicle(token, { model: "two", plateNumber: "pf2" });
    const { context, page } = await signedInPhone(person);
    await expect.poll(() => page.locator(".vehicle-card").count()).toBe(2);
    await page.getByRole("link", { name: "Añadir", exact: true }).click();
    await expect.poll(() => page.getByRole("link", { name: "Ver los planes" }).count()).toBe(1);
    expect(await page.locator(".type-choice").count()).toBe(0);
    await expectAccessible(page, "add vehicle, plan full");
    await page.getByRole("link", { name: "Ver los planes" }).click();
    await page.waitForURL(`${baseUrl()}/plans?return=add-vehicle`);
    const basic = page.locator("article.plan").filter({ hasText: "Básico" });
    await basic.getByRole("button", { name: "Elegir este plan" }).click();
    await page.getByRole("button", { name: "Cambiar de plan" }).click();
    await page.waitForURL(`${baseUrl()}/vehicle/add`);
    await expect.poll(() => page.locator(".type-choice").count()).toBe(5);
    await context.close();
  });
});

describe("found on a phone", () => {
  it("keeps the bell's panel and the top bar on screen, in one line, and speaks plain English", async () => {
    const person = await registeredPerson("polish");
    const { token } = await apiSession(person);
    const car = await addVehicle(token, { model: "polish", plateNumber: "pol1", displacement: 1_000 });
    await apiCall(token, "POST", `/refuels/${car}`, {
      date: new Date(Date.now() + 1_000).toISOString(),
      quantity: 30,
      amount: 40,
      displacement: 1_300,
    });
    await apiCall(token, "PATCH", "/users/plan", { plan: "basic" });
    const { context, page } = await signedInPhone(person, { locale: "en-US" });

    const bar = page.locator(".topbar");
    await expect.poll(async () => (await bar.boundingBox())?.height ?? 0).toBeLessThan(72);
    await page.getByRole("button", { name: /^Notifications/ }).click();
    const panel = await page.locator(".dropdown").boundingBox();
    expect(panel && panel.x >= 0 && panel.x + panel.width <= 390).toBe(true);
    await page.keyboard.press("Escape");

    await page.goto(`${baseUrl()}/vehicle/history/${car}`);
    await expect.poll(() => page.locator(".history-list .history-row").textContent()).toContain("30 L");
    await openScreen(page, `/vehicle/maintenance/${car}`);
    await expect.poll(() => heading(page)).toBe("Maintenance");
    await openScreen(page, `/user/profile`);
    await expect.poll(() => page.getByText("Basic plan").count()).toBe(1);
    await context.close();
  });
});
