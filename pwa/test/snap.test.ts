import { readFileSync } from "node:fs";
import { join } from "node:path";
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
} from "./browser.js";

/**
 * Issue "Snap to log": a refuel read from photos on the phone, offline once the reader has come
 * down, filled only with figures that agree and saved only on the owner's tap. The photos are the
 * benchmark's drawn fixtures (bench/snap-fixtures).
 */
const fixture = (name: string) => join(import.meta.dirname, "../bench/snap-fixtures/images", name);
const dayMs = 86_400_000;

async function readPhotos(page: Page, ...files: string[]) {
  const reader = page.locator(".read-from-photos");
  const before = Number(await reader.getAttribute("data-readings"));
  await page.setInputFiles("[data-testid=snap-photos]", files);
  await expect
    .poll(async () => Number(await reader.getAttribute("data-readings")), { timeout: busyMachineBoundMs })
    .toBeGreaterThan(before);
}

const field = (page: Page, name: string) => page.locator(`input[name=${name}]`).inputValue();

describe("a refuel read from photos", () => {
  it("fills a Bogotá owner's refuel from a receipt, the pump and the odometer offline, and saves only on a tap", async () => {
    const now = Date.now();
    const owner = await registeredPerson("surtidor", "colombia");
    const { token } = await apiSession(owner);
    const car = await apiCall(token, "POST", "/vehicles", {
      vehicleType: "car",
      manufacture: "renault",
      model: "sandero",
    });
    const vehicleId = (car.body.payload as { _id: string })._id;
    // Two fills 15 days apart give the car its pace: about 53 km a day.
    for (const [days, km] of [
      [30, 47_100],
      [15, 47_900],
    ] as const) {
      const added = await apiCall(token, "POST", `/refuels/${vehicleId}`, {
        date: new Date(now - days * dayMs).toISOString(),
        quantity: 30,
        amount: 120_000,
        displacement: km,
      });
      expect(added.status).toBe(201);
    }
    const context = await phoneContext("es-ES", { serviceWorker: true });
    const page = await context.newPage();
    await signInThroughUi(page, owner);
    await waitForServiceWorker(page);

    // Once, with a connection: the reader comes down with the first receipt it reads.
    await openScreen(page, `/refuel/add/${vehicleId}`);
    await readPhotos(page, fixture("receipt-terpel-bogota-clean.jpg"));
    expect(await field(page, "amount")).toBe("156997");

    // At the pump with no signal: the reader works from the phone's copy, a receipt's text too.
    await context.setOffline(true);
    await page.reload();
    await page.getByRole("button", { name: "Leer de fotos" }).waitFor();
    await expectAccessible(page, "read from photos, before a reading");
    await readPhotos(page, fixture("receipt-terpel-bogota-lowLight.jpg"));
    expect(await field(page, "amount")).toBe("156997");
    // Then the pump's display and the odometer, in one pick.
    await readPhotos(page, fixture("display-pump-medellin-lcd-clean.jpg"), fixture("odometer-048213-clean.jpg"));
    expect([
      await field(page, "quantity"),
      await field(page, "amount"),
      await field(page, "pricePerLitre"),
      await field(page, "odometer"),
    ]).toEqual(["6.16", "97944", "15900", "48213"]);
    expect(await page.getByRole("link", { name: "Leído de la foto" }).count()).toBe(4);
    // The photos are the refuel's receipts.
    expect(await page.locator("#entry-files .file-thumbnail").count()).toBe(3);
    await expectAccessible(page, "read from photos, the form filled");
    // The owner corrects the km: it is theirs now, no longer the photo's.
    await page.locator("input[name=odometer]").fill("48215");
    expect(await page.getByRole("link", { name: "Leído de la foto" }).count()).toBe(3);
    await page.getByRole("button", { name: "Guardar recarga" }).click();
    await page.getByRole("dialog", { name: "Recarga guardada" }).waitFor();
    await context.setOffline(false);
    await context.close();
  });

  it("leaves empty what a photo cannot read; fills nothing from figures that do not multiply, a turned photo, a black frame or a 50 MP photo", async () => {
    const owner = await registeredPerson("recibo", "colombia");
    const { token } = await apiSession(owner);
    const car = await apiCall(token, "POST", "/vehicles", {
      vehicleType: "car",
      manufacture: "chevrolet",
      model: "spark",
      displacement: 30_000,
    });
    const vehicleId = (car.body.payload as { _id: string })._id;
    const context = await phoneContext("es-ES");
    const page = await context.newPage();
    await signInThroughUi(page, owner);
    await openScreen(page, `/refuel/add/${vehicleId}`);
    // A glare that whites the odometer's digits out: the km is not read, and stays as the form had it.
    const glared = await context.newPage();
    await glared.setViewportSize({ width: 560, height: 240 });
    const odometer = readFileSync(fixture("odometer-048213-clean.jpg")).toString("base64");
    await glared.setContent(
      `<body style="margin:0;position:relative"><img src="data:image/jpeg;base64,${odometer}"><div style="position:absolute;inset:0;background:radial-gradient(ellipse 46% 60% at 50% 50%, #fff 0, #fff 70%, #fff0 100%)"></div></body>`,
    );
    const whitedOut = await glared.screenshot({ type: "png" });
    await glared.close();
    const kept = Number(await page.locator(".read-from-photos").getAttribute("data-readings"));
    await page.setInputFiles("[data-testid=snap-photos]", [
      {
        name: "surtidor.jpg",
        mimeType: "image/jpeg",
        buffer: readFileSync(fixture("display-pump-bogota-led-clean.jpg")),
      },
      { name: "odometro.png", mimeType: "image/png", buffer: whitedOut },
    ]);
    await expect
      .poll(async () => Number(await page.locator(".read-from-photos").getAttribute("data-readings")), {
        timeout: busyMachineBoundMs,
      })
      .toBeGreaterThan(kept);
    expect(await field(page, "amount")).toBe("156997");
    expect(await field(page, "odometer")).toBe("30000");
    expect(await page.getByRole("link", { name: "Leído de la foto" }).count()).toBe(3);

    // A Terpel receipt whose total is not gallons × price.
    const drawn = await context.newPage();
    await drawn.setViewportSize({ width: 480, height: 420 });
    await drawn.setContent(
      `<pre style="font:18px 'DejaVu Sans Mono',monospace;padding:24px;background:#f6f3ec">TERPEL\nGALONES:        9,874\nPRECIO/GAL:  $ 15.900\nTOTAL:       $ 150.000</pre>`,
    );
    const receipt = await drawn.screenshot({ type: "png" });
    await drawn.close();
    await page.getByRole("button", { name: "Limpiar" }).click();
    const reader = page.locator(".read-from-photos");
    const before = Number(await reader.getAttribute("data-readings"));
    await page.setInputFiles("[data-testid=snap-photos]", {
      name: "recibo.png",
      mimeType: "image/png",
      buffer: receipt,
    });
    await expect
      .poll(async () => Number(await reader.getAttribute("data-readings")), { timeout: busyMachineBoundMs })
      .toBeGreaterThan(before);
    expect(await reader.textContent()).toContain("Las cifras leídas no cuadran");
    expect([await field(page, "quantity"), await field(page, "amount"), await field(page, "pricePerLitre")]).toEqual([
      "",
      "",
      "",
    ]);
    await expectAccessible(page, "read from photos, nothing filled");

    // An upside-down photo of the pump and a black frame: a clear line each, nothing filled.
    const turned = await context.newPage();
    await turned.setViewportSize({ width: 560, height: 420 });
    const display = readFileSync(fixture("display-pump-bogota-led-clean.jpg")).toString("base64");
    await turned.setContent(
      `<body style="margin:0"><img style="transform:rotate(180deg)" src="data:image/jpeg;base64,${display}"></body>`,
    );
    const upsideDown = await turned.screenshot({ type: "png" });
    await turned.setContent(`<body style="margin:0;background:#000"></body>`);
    const black = await turned.screenshot({ type: "png" });
    await turned.close();
    await page.getByRole("button", { name: "Limpiar" }).click();
    const next = Number(await reader.getAttribute("data-readings"));
    await page.setInputFiles("[data-testid=snap-photos]", [
      { name: "al-reves.png", mimeType: "image/png", buffer: upsideDown },
      { name: "negra.png", mimeType: "image/png", buffer: black },
    ]);
    await expect
      .poll(async () => Number(await reader.getAttribute("data-readings")), { timeout: busyMachineBoundMs })
      .toBeGreaterThan(next);
    expect(await reader.textContent()).toContain("No se pudieron leer la cantidad, el precio y el monto");
    // Upside down, its 6s would read as 9s: said so, never read turned.
    expect(await reader.textContent()).toContain("Una foto muestra la pantalla al revés o de lado");
    expect(await reader.textContent()).toContain("Una foto está en blanco o en negro.");
    // A 50-megapixel photo (8,000 × 6,250, as its header says): refused before it is decoded.
    const huge = Buffer.from(upsideDown);
    huge.writeUInt32BE(8_000, 16);
    huge.writeUInt32BE(6_250, 20);
    const third = Number(await reader.getAttribute("data-readings"));
    await page.setInputFiles("[data-testid=snap-photos]", { name: "enorme.png", mimeType: "image/png", buffer: huge });
    await expect
      .poll(async () => Number(await reader.getAttribute("data-readings")), { timeout: busyMachineBoundMs })
      .toBeGreaterThan(third);
    expect(await reader.textContent()).toContain("Una foto es demasiado grande para leerla");
    // An iPhone's HEIC photo is decoded as the attachments decode it: read (it shows no fill-up), and kept.
    const heic = readFileSync(join(import.meta.dirname, "fixtures/example.heic"));
    const fourth = Number(await reader.getAttribute("data-readings"));
    await page.setInputFiles("[data-testid=snap-photos]", {
      name: "IMG_1234.HEIC",
      mimeType: "image/heic",
      buffer: heic,
    });
    await expect
      .poll(async () => Number(await reader.getAttribute("data-readings")), { timeout: busyMachineBoundMs })
      .toBeGreaterThan(fourth);
    expect(await reader.textContent()).not.toContain("no es una foto que Odo pueda leer");
    expect([
      await field(page, "quantity"),
      await field(page, "amount"),
      await field(page, "pricePerLitre"),
      await field(page, "odometer"),
    ]).toEqual(["", "", "", "30000"]);
    await context.close();
  });

  it("shows the reader's one-time download with a progress bar, then fills the refuel", async () => {
    const owner = await registeredPerson("descarga", "colombia");
    const { token } = await apiSession(owner);
    const car = await apiCall(token, "POST", "/vehicles", { vehicleType: "car", manufacture: "mazda", model: "2" });
    const vehicleId = (car.body.payload as { _id: string })._id;
    const context = await phoneContext("es-ES");
    const page = await context.newPage();
    await signInThroughUi(page, owner);
    await openScreen(page, `/refuel/add/${vehicleId}`);
    // The Spanish model held back until the bar has been seen: a slow connection, as at a pump.
    let release: (value?: unknown) => void = () => undefined;
    const held = new Promise((resolve) => {
      release = resolve;
    });
    await page.route("**/ocr/**/spa.traineddata.gz", async (route) => {
      await held;
      await route.continue();
    });
    const reader = page.locator(".read-from-photos");
    const before = Number(await reader.getAttribute("data-readings"));
    await page.setInputFiles("[data-testid=snap-photos]", fixture("receipt-terpel-bogota-clean.jpg"));
    const bar = page.getByRole("progressbar", { name: /Descargando el lector de fotos, una sola vez \(\d/ });
    await bar.waitFor({ timeout: busyMachineBoundMs });
    await expectAccessible(page, "read from photos, downloading the reader");
    release();
    await expect
      .poll(async () => Number(await reader.getAttribute("data-readings")), { timeout: busyMachineBoundMs })
      .toBeGreaterThan(before);
    expect(await bar.count()).toBe(0);
    expect([await field(page, "quantity"), await field(page, "amount")]).toEqual(["9.874", "156997"]);
    await context.close();
  });

  it("says the reader must come down once, with a connection, when the first receipt is read offline", async () => {
    const owner = await registeredPerson("sinlector", "colombia");
    const { token } = await apiSession(owner);
    const car = await apiCall(token, "POST", "/vehicles", { vehicleType: "car", manufacture: "kia", model: "picanto" });
    const vehicleId = (car.body.payload as { _id: string })._id;
    const context = await phoneContext("es-ES", { serviceWorker: true });
    const page = await context.newPage();
    await signInThroughUi(page, owner);
    await waitForServiceWorker(page);
    await openScreen(page, `/refuel/add/${vehicleId}`);
    await page.getByRole("button", { name: "Leer de fotos" }).waitFor();
    await context.setOffline(true);
    await readPhotos(page, fixture("receipt-terpel-bogota-clean.jpg"));
    const reader = page.locator(".read-from-photos");
    expect(await reader.textContent()).toContain("El lector de fotos se descarga una vez, la primera");
    expect(await field(page, "amount")).toBe("");
    // The photo is kept as the refuel's receipt all the same.
    expect(await page.locator("#entry-files .file-thumbnail").count()).toBe(1);
    await context.close();
  });
});
