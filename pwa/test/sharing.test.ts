import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import jsQR from "jsqr";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
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
  waitForSynced,
} from "./browser.js";

const photos = mkdtempSync(join(tmpdir(), "odo-qr-"));
afterAll(() => rmSync(photos, { recursive: true, force: true }));

/** A signed-up owner with a car that has a maintenance, a refuel and an insurance date. */
async function ownerWithCar(prefix: string, plate: string) {
  const person = await registeredPerson(prefix);
  const { token, user } = await apiSession(person);
  const car = await apiCall(token, "POST", "/vehicles", {
    vehicleType: "car",
    manufacture: "mazda",
    model: "cx5",
    plateNumber: plate,
    displacement: 20_000,
  });
  const vehicleId = (car.body.payload as { _id: string })._id;
  // Logged after the car was added: dated earlier, 21,000 km would be above its reading then.
  const date = new Date().toISOString();
  await apiCall(token, "PATCH", `/vehicles/${vehicleId}/settings`, {
    maintenanceInterval: 5000,
    resetMaintenanceType: "general",
  });
  await apiCall(token, "PATCH", `/vehicles/${vehicleId}`, { insuranceDate: "2030-01-15T00:00:00.000Z" });
  await apiCall(token, "POST", `/maintenances/${vehicleId}/general`, {
    adjustments: ["changeOil"],
    kms: 21_000,
    amount: 55,
    date,
  });
  await apiCall(token, "POST", `/refuels/${vehicleId}`, { date, quantity: 40, amount: 52, displacement: 21_500 });
  return { person, token, userId: user._id, vehicleId };
}

/**
 * Reads the QR on screen as a person's phone would see it: a picture of the canvas. The picture
 * is decoded here with jsQR (what the code says) and saved as a photo for the other phone.
 */
async function photographQr(page: Page, name: string): Promise<{ value: string; photo: string }> {
  const canvas = page.locator("canvas.qr-code");
  await expect.poll(() => canvas.getAttribute("aria-busy")).toBe("false");
  const pixels = await canvas.evaluate((element: HTMLCanvasElement) => {
    const context = element.getContext("2d");
    if (!context) throw new Error("no context");
    const image = context.getImageData(0, 0, element.width, element.height);
    // Base64 crosses into the test far quicker than an array of millions of numbers.
    let binary = "";
    for (let start = 0; start < image.data.length; start += 0x8000) {
      binary += String.fromCharCode(...image.data.subarray(start, start + 0x8000));
    }
    return { data: btoa(binary), width: image.width, height: image.height };
  });
  const decoded = jsQR(new Uint8ClampedArray(Buffer.from(pixels.data, "base64")), pixels.width, pixels.height);
  if (!decoded) throw new Error("the QR on screen does not decode");
  const photo = join(photos, `${name}.png`);
  writeFileSync(photo, await canvas.screenshot());
  return { value: decoded.data, photo };
}

/** Someone who runs a mechanical workshop in Odo, signed in through the API. */
async function shopKeeper(prefix: string, name: string, phone: string) {
  const person = await registeredPerson(prefix);
  const { token } = await apiSession(person);
  await apiCall(token, "POST", "/shops", {
    type: "mechanicalWorkshop",
    name,
    contactName: "Lucía",
    address: "Calle 50, Panamá",
    phone,
  });
  return { person, token };
}

/** The other phone opens the scanner and picks the photo of the code. */
async function scanPhoto(page: Page, photo: string) {
  await openScreen(page, `/scan`);
  await page.getByLabel("Elegir una foto").setInputFiles(photo);
}

/** A signed-in phone; with `serviceWorker`, the installed app that works offline. */
async function signedInPhone(
  person: { username: string; password: string },
  { serviceWorker = false, next }: { serviceWorker?: boolean; next?: string } = {},
): Promise<[BrowserContext, Page]> {
  // A phone's screen packs three pixels per CSS pixel: what the other phone's camera sees.
  const context = await phoneContext("es-ES", { deviceScaleFactor: 3, serviceWorker });
  const page = await context.newPage();
  await signInThroughUi(page, person, { next });
  return [context, page];
}

/** Rows of a kind on the device, read straight from IndexedDB (entries sit a vehicle-month to a record). */
async function countIn(page: Page, userId: string, store: "maintenances" | "refuels" | "vehicles") {
  return page.evaluate(
    ([name, kind]) =>
      new Promise<number>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => {
          const entries = kind === "maintenances" || kind === "refuels";
          const all = request.result
            .transaction(entries ? "entryRecords" : kind, "readonly")
            .objectStore(entries ? "entryRecords" : kind)
            .getAll();
          all.onsuccess = () =>
            resolve(
              entries
                ? all.result.reduce(
                    (sum: number, month: Record<string, unknown[]>) => sum + (month[kind]?.length ?? 0),
                    0,
                  )
                : all.result.length,
            );
          all.onerror = () => reject(all.error);
        };
        request.onerror = () => reject(request.error);
      }),
    [`odo-${userId}`, store] as const,
  );
}

describe("transfer by QR", () => {
  it("hands a car over between two phones: the QR on the owner's screen moves it with its history", async () => {
    const owner = await ownerWithCar("seller", "trf111");
    const recipient = await registeredPerson("buyer");
    const [ownerContext, ownerPage] = await signedInPhone(owner.person, { next: `/vehicle/info/${owner.vehicleId}` });
    const [recipientContext, recipientPage] = await signedInPhone(recipient);

    await ownerPage.getByRole("button", { name: "Transferir" }).click();
    await expectAccessible(ownerPage, "transfer confirmation");
    await ownerPage.getByRole("button", { name: "Mostrar el código QR" }).click();
    const { value, photo } = await photographQr(ownerPage, "transfer");
    expect(value).toMatch(new RegExp(`^${owner.vehicleId}//${owner.userId}//[A-Za-z0-9_-]{16,}$`));
    expect(await ownerPage.getByRole("timer").textContent()).toMatch(/Válido por \d+ s/);
    await expectAccessible(ownerPage, "transfer QR");

    await scanPhoto(recipientPage, photo);
    await recipientPage.waitForURL(`${baseUrl()}/user`);
    await expect.poll(() => recipientPage.getByText("TRF111").count()).toBe(1);
    await recipientPage.getByText("TRF111").click();
    await expect.poll(() => recipientPage.locator(".history-row").count(), { timeout: busyMachineBoundMs }).toBe(2);

    // The owner's polling sees the new owner, goes home, and the car leaves the device.
    await ownerPage.waitForURL(`${baseUrl()}/user`, { timeout: busyMachineBoundMs });
    await expect.poll(() => ownerPage.getByText("TRF111").count(), { timeout: busyMachineBoundMs }).toBe(0);
    await expect.poll(() => countIn(ownerPage, owner.userId, "maintenances"), { timeout: busyMachineBoundMs }).toBe(0);
    await ownerContext.close();
    await recipientContext.close();
  });

  it("refuses a code that is not ours, and a used code with no permission", async () => {
    const owner = await ownerWithCar("seller", "trf222");
    const { token } = await apiSession(owner.person);
    const grant = (await apiCall(token, "POST", `/vehicles/transfer/${owner.vehicleId}`)).body.payload as {
      qr: string;
    };
    const [first] = await Promise.all([registeredPerson("first"), Promise.resolve()]);
    const firstSession = await apiSession(first);
    const [lastOwner, secret] = grant.qr.split("//").slice(1);
    await apiCall(firstSession.token, "PATCH", `/vehicles/transfer/${owner.vehicleId}`, { lastOwner, secret });

    const late = await registeredPerson("late");
    const [context, page] = await signedInPhone(late, { next: `/scan` });
    await expectAccessible(page, "scan");
    await page.getByText("Pegar o escribir un código").click();
    await page.getByLabel("Código").fill("https://example.com/not-odo");
    await page.getByRole("button", { name: "Usar código" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("no es un código de Odo");
    await page.getByLabel("Código").fill(grant.qr);
    await page.getByRole("button", { name: "Usar código" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("No tienes los permisos necesarios");
    await context.close();
  });
});

describe("the vehicle's own QR", () => {
  it("opens the vehicle for someone it is shared with and tells a stranger it is not shared", async () => {
    const owner = await ownerWithCar("sticker", "stk111");
    const workshop = await registeredPerson("stkshop");
    const stranger = await registeredPerson("stkother");
    const grant = await apiCall(owner.token, "POST", `/vehicles/${owner.vehicleId}/shares`, { role: "workshop" });
    const qr = (grant.body.payload as { qr: string }).qr;
    const { token: workshopToken } = await apiSession(workshop);
    await apiCall(workshopToken, "POST", "/shares/claim", { grant: qr.replace("odo-share:", "") });

    const [ownerContext, ownerPage] = await signedInPhone(owner.person, { next: `/vehicle/${owner.vehicleId}` });
    await ownerPage.getByRole("button", { name: "Mostrar QR" }).click();
    const { value, photo } = await photographQr(ownerPage, "vehicle");
    expect(value).toBe(`odo-vehicle:${owner.vehicleId}`);
    const box = await ownerPage.locator("canvas.qr-code").boundingBox();
    expect([Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)]).toEqual([180, 180]);
    expect(await ownerPage.getByRole("dialog").getByText("STK111").count()).toBe(1);
    await expectAccessible(ownerPage, "vehicle QR");

    const [workshopContext, workshopPage] = await signedInPhone(workshop);
    // The shared car reached the workshop's phone: its garage lists it.
    await expect.poll(() => workshopPage.getByText("STK111").count(), { timeout: busyMachineBoundMs }).toBe(1);
    await scanPhoto(workshopPage, photo);
    await workshopPage.waitForURL(`${baseUrl()}/vehicle/${owner.vehicleId}`);

    const [strangerContext, strangerPage] = await signedInPhone(stranger);
    await scanPhoto(strangerPage, photo);
    await expect
      .poll(() => strangerPage.getByRole("alert").textContent())
      .toBe(
        "Este vehículo no está compartido contigo. Su dueño puede compartirlo contigo desde la página del vehículo.",
      );
    expect(strangerPage.url()).toBe(`${baseUrl()}/scan`);
    await ownerContext.close();
    await workshopContext.close();
    await strangerContext.close();
  });
});

describe("QR codes on screen", () => {
  it("draws each module as a whole number of device pixels at 1×, 2× and 3×, at the named size", async () => {
    const owner = await ownerWithCar("crisp", "crp111");
    for (const ratio of [1, 2, 3]) {
      const context = await phoneContext("es-ES", { deviceScaleFactor: ratio });
      const page = await context.newPage();
      await signInThroughUi(page, owner.person, { next: `/vehicle/${owner.vehicleId}` });
      await page.getByRole("button", { name: "Mostrar QR" }).click();
      const canvas = page.locator("canvas.qr-code");
      await expect.poll(() => canvas.getAttribute("aria-busy")).toBe("false");
      const drawn = await canvas.evaluate((element: HTMLCanvasElement) => {
        const context = element.getContext("2d");
        if (!context) throw new Error("no context");
        const { data, width } = context.getImageData(0, 0, element.width, element.height);
        const dark = (x: number, y: number) => (data[(y * width + x) * 4] ?? 255) < 128;
        // The top-left finder pattern's outer ring: its first dark pixel, then its width (7 modules).
        let start = 0;
        while (!dark(start, start)) start += 1;
        let ring = 0;
        while (dark(start + ring, start)) ring += 1;
        const module = ring / 7;
        // Along the row through the finder's centre, every run of one colour is whole modules.
        const row = start + Math.floor(3.5 * module);
        const runs: number[] = [];
        let run = 1;
        for (let x = start + 1; x < width - start; x += 1) {
          if (dark(x, row) === dark(x - 1, row)) run += 1;
          else {
            runs.push(run);
            run = 1;
          }
        }
        return { width: element.width, cssWidth: element.getBoundingClientRect().width, start, module, runs };
      });
      expect(drawn.width).toBe(180 * ratio);
      expect(drawn.cssWidth).toBe(180);
      expect(Number.isInteger(drawn.module)).toBe(true);
      expect(drawn.runs.every((run) => run % drawn.module === 0)).toBe(true);
      expect(drawn.start).toBeGreaterThanOrEqual(4 * drawn.module);
      await context.close();
    }
  });
});

describe("a maintenance visit from the share QR", () => {
  it("shows the car in the workshop on the owner's phone after sync, and clears it when the shop is done", async () => {
    const owner = await ownerWithCar("visitor", "vis111");
    const { person: shopPerson } = await shopKeeper("visitshop", "Taller Sur", "+507 6000-0003");
    const [ownerContext, ownerPage] = await signedInPhone(owner.person, { next: `/vehicle/share/${owner.vehicleId}` });
    await ownerPage.getByLabel(/^Taller/).check();
    await ownerPage.getByRole("button", { name: "Mostrar el código QR" }).click();
    await ownerPage.getByRole("switch", { name: /Visita de mantenimiento/ }).check();
    await expectAccessible(ownerPage, "share QR with the maintenance-visit switch");
    const { value, photo } = await photographQr(ownerPage, "visit");
    expect(value.endsWith("1")).toBe(true);

    const [shopContext, shopPage] = await signedInPhone(shopPerson);
    await scanPhoto(shopPage, photo);
    await shopPage.waitForURL(`${baseUrl()}/vehicle/${owner.vehicleId}`);
    await expect.poll(() => shopPage.getByText("Taller Sur · desde", { exact: false }).count()).toBe(1);

    // The owner's phone learns of the visit from its next pull, which opening the app starts.
    await openScreen(ownerPage, `/user`);
    await expect
      .poll(() => ownerPage.getByText("En el taller · Taller Sur").count(), { timeout: busyMachineBoundMs })
      .toBe(1);
    await openScreen(ownerPage, `/vehicle/${owner.vehicleId}`);
    await expect.poll(() => ownerPage.getByText("Taller Sur · desde", { exact: false }).count()).toBe(1);
    expect(await ownerPage.getByRole("button", { name: "Recogido" }).count()).toBe(1);
    await expectAccessible(ownerPage, "vehicle page in the workshop");

    await openScreen(shopPage, `/shop`);
    await expect.poll(() => shopPage.getByRole("heading", { name: "En tu taller ahora (1)" }).count()).toBe(1);
    await expectAccessible(shopPage, "shop panel with a visit");
    await shopPage.getByRole("button", { name: "Hecho" }).click();
    // Handing the car back, the workshop is asked for the next service, for the owner's reminders:
    // titled and explained, not an unexplained blank reminder (the user test's M9).
    const nextService = shopPage.getByRole("dialog", { name: "El próximo servicio del dueño" });
    await expect.poll(() => nextService.count(), { timeout: busyMachineBoundMs }).toBe(1);
    expect(await nextService.getByLabel("Título", { exact: true }).inputValue()).toBe("Próximo servicio");
    await expectAccessible(shopPage, "the next service, asked when the visit is done");
    await nextService.getByRole("button", { name: "Cancelar" }).click();
    await waitForSynced(shopPage);

    await expect
      .poll(
        async () => {
          await ownerPage.reload();
          await ownerPage.locator(".sync-indicator[title]").waitFor();
          return ownerPage.getByText("Taller Sur · desde", { exact: false }).count();
        },
        { timeout: busyMachineBoundMs },
      )
      .toBe(0);
    await openScreen(ownerPage, `/notifications`);
    await expect
      .poll(() => ownerPage.getByText("Taller Sur terminó con Mazda Cx5: ya puedes recogerlo.").count())
      .toBe(1);
    await ownerContext.close();
    await shopContext.close();
  });
});

describe("sharing with client roles", () => {
  it("shares with a workshop, who sees the status and adds a maintenance offline that syncs", async () => {
    const owner = await ownerWithCar("owner", "shr111");
    const workshop = await registeredPerson("taller");
    const workshopId = (await apiSession(workshop)).user._id;
    const [ownerContext, ownerPage] = await signedInPhone(owner.person, { next: `/vehicle/share/${owner.vehicleId}` });
    const [workshopContext, workshopPage] = await signedInPhone(workshop, { serviceWorker: true });

    await expectAccessible(ownerPage, "share");
    await ownerPage.getByLabel(/^Taller/).check();
    await ownerPage.getByRole("button", { name: "Mostrar el código QR" }).click();
    // The code comes on screen by itself: the other phone's camera needs all of it.
    await expect.poll(() => ownerPage.locator("canvas.qr-code").getAttribute("aria-busy")).toBe("false");
    const shown = await ownerPage.locator("canvas.qr-code").boundingBox();
    expect(shown && shown.y >= 0 && shown.y + shown.height <= 844).toBe(true);
    const { value, photo } = await photographQr(ownerPage, "workshop");
    expect(value.startsWith("odo-share:")).toBe(true);
    await expectAccessible(ownerPage, "share QR");

    await scanPhoto(workshopPage, photo);
    await workshopPage.waitForURL(`${baseUrl()}/vehicle/${owner.vehicleId}`);
    await expect.poll(() => workshopPage.getByText("te lo compartió como Taller").count()).toBe(1);
    await expect.poll(() => workshopPage.getByText("Faltan 4,500 km").count(), { timeout: busyMachineBoundMs }).toBe(1);
    expect(await workshopPage.getByRole("link", { name: "Añadir recarga" }).count()).toBe(0);
    expect(await workshopPage.getByRole("button", { name: "Eliminar" }).count()).toBe(0);
    await expectAccessible(workshopPage, "vehicle page as workshop");
    expect(await countIn(workshopPage, workshopId, "refuels")).toBe(0);

    await waitForServiceWorker(workshopPage);
    await workshopContext.setOffline(true);
    await workshopPage.goto(`${baseUrl()}/maintenance/add/general/${owner.vehicleId}`);
    await workshopPage.getByLabel("Filtro de aire").check();
    await workshopPage.getByLabel("Kilometraje (km, opcional)").fill("22000");
    await workshopPage.getByRole("button", { name: "Guardar mantenimiento" }).click();

    await workshopPage.getByRole("button", { name: "Aceptar" }).click();
    await workshopPage.waitForURL(`${baseUrl()}/vehicle/${owner.vehicleId}`);
    await expect.poll(() => workshopPage.locator(".sync-indicator").textContent()).toContain("1 sin enviar");
    await workshopContext.setOffline(false);
    await waitForSynced(workshopPage);

    // A workshop may fix what it wrote, not the owner's entries.
    await workshopPage.locator(".history-row").filter({ hasText: "Cambio de aceite" }).click();
    await expect
      .poll(() => workshopPage.getByRole("heading", { level: 1 }).textContent())
      .toBe("Mantenimiento general");
    expect(await workshopPage.getByRole("link", { name: "Editar" }).count()).toBe(0);
    expect(await workshopPage.getByRole("button", { name: "Eliminar" }).count()).toBe(0);
    await workshopPage.goBack();
    await workshopPage.locator(".history-row").filter({ hasText: "Filtro de aire" }).click();
    await expect.poll(() => workshopPage.getByRole("link", { name: "Editar" }).count()).toBe(1);
    expect(await workshopPage.getByRole("button", { name: "Eliminar" }).count()).toBe(1);

    const services = await apiCall(owner.token, "GET", `/maintenances/services/10/v/${owner.vehicleId}`);
    const byWorkshop = (services.body.payload as { createdBy: string; adjustments: string[] }[]).filter(
      (maintenance) => maintenance.createdBy === workshopId,
    );
    expect(byWorkshop.map((maintenance) => maintenance.adjustments)).toEqual([["changeAirFilter"]]);

    await ownerPage.reload();
    await expect.poll(() => ownerPage.locator(".access-name").allTextContents()).toEqual(["Lucía Gómez"]);
    await ownerContext.close();
    await workshopContext.close();
  });

  it("shares with a remote broker by a copied code, who sees the insurance state and no maintenance, km or refuel", async () => {
    const owner = await ownerWithCar("owner", "shr222");
    const broker = await registeredPerson("broker");
    const brokerId = (await apiSession(broker)).user._id;
    const [ownerContext, ownerPage] = await signedInPhone(owner.person);
    const [brokerContext, brokerPage] = await signedInPhone(broker);

    // The broker is not there to scan: the owner copies the code and sends it by message.
    await ownerContext.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openScreen(ownerPage, `/vehicle/share/${owner.vehicleId}`);
    await ownerPage.getByLabel(/^Corredor de seguros/).check();
    await ownerPage.getByRole("button", { name: "Mostrar el código QR" }).click();
    const { value } = await photographQr(ownerPage, "broker");
    await ownerPage.getByRole("button", { name: "Copiar el código" }).click();
    await expect.poll(() => ownerPage.getByText("Código copiado.", { exact: false }).count()).toBe(1);
    const copied = await ownerPage.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(value);

    await openScreen(brokerPage, `/scan`);
    await brokerPage.getByText("Pegar o escribir un código").click();
    await brokerPage.getByLabel("Código").fill(copied);
    await brokerPage.getByRole("button", { name: "Usar código" }).click();
    await brokerPage.waitForURL(`${baseUrl()}/vehicle/${owner.vehicleId}`);
    await expect.poll(() => brokerPage.locator(".due-valid").textContent()).toContain("Seguro");
    expect(await brokerPage.getByText("Estado de mantenimiento").count()).toBe(0);
    expect(await brokerPage.getByText("Kilómetros").count()).toBe(0);
    await expectAccessible(brokerPage, "vehicle page as broker");
    await expect.poll(() => countIn(brokerPage, brokerId, "vehicles"), { timeout: busyMachineBoundMs }).toBe(1);
    expect(await countIn(brokerPage, brokerId, "maintenances")).toBe(0);
    expect(await countIn(brokerPage, brokerId, "refuels")).toBe(0);

    // The owner takes the access back; the car leaves the broker's device.
    await ownerPage.reload();
    await ownerPage.getByRole("button", { name: "Quitar acceso" }).click();
    await expectAccessible(ownerPage, "remove access confirmation");
    await ownerPage.getByRole("dialog").getByRole("button", { name: "Quitar acceso" }).click();
    await expect.poll(() => ownerPage.getByText("Solo tú. Nadie más ve este vehículo.").count()).toBe(1);
    await openScreen(brokerPage, `/user`);
    await expect.poll(() => countIn(brokerPage, brokerId, "vehicles"), { timeout: busyMachineBoundMs }).toBe(0);
    await ownerContext.close();
    await brokerContext.close();
  });
});

describe("plans and the shop", () => {
  it("changes to basic, then creates a shop through every validation error to the business plan", async () => {
    const person = await registeredPerson("shop");
    const [context, page] = await signedInPhone(person, { next: `/plans` });
    await expectAccessible(page, "plans");
    const basicCard = page.locator("article.plan").filter({ hasText: "Básico" });
    await basicCard.getByRole("button", { name: "Elegir este plan" }).click();
    await page.getByRole("button", { name: "Cambiar de plan" }).click();
    await expect.poll(() => basicCard.getByText("Tu plan actual").count()).toBe(1);

    await page.locator("article.plan").filter({ hasText: "Empresarial" }).getByRole("button").click();
    await page.waitForURL(`${baseUrl()}/shop/create`);
    await expectAccessible(page, "shop create");
    // The price is said before the shop moves the account to the business plan (once the form is
    // there: axe may have judged the screen before its first render).
    await expect
      .poll(() => page.getByText(/^Crear el negocio te pasa al plan Empresarial: .*29[.,]99.* al mes\.$/).count())
      .toBe(1);
    const submit = page.getByRole("button", { name: "Crear negocio" });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel(/^Taller mecánico/).check();

    const errorOf = (label: string) =>
      page.getByLabel(label, { exact: true }).evaluate((input) => {
        const id = input.getAttribute("aria-describedby");
        return id ? (document.getElementById(id)?.textContent ?? "") : "";
      });
    await submit.click();
    for (const label of ["Nombre del negocio", "Nombre de contacto", "Dirección", "Teléfono"]) {
      await expect.poll(() => errorOf(label)).toBe("Este campo es obligatorio");
    }
    await expectAccessible(page, "shop create with errors");
    await page.getByLabel("Nombre del negocio", { exact: true }).fill("T");
    await page.getByLabel("Nombre de contacto", { exact: true }).fill("J");
    await page.getByLabel("Dirección", { exact: true }).fill("C 5");
    await page.getByLabel("Teléfono", { exact: true }).fill("12-34");
    await submit.click();
    await expect.poll(() => errorOf("Nombre del negocio")).toBe("Usa al menos 2 caracteres");
    await expect.poll(() => errorOf("Nombre de contacto")).toBe("Usa al menos 2 caracteres");
    await expect.poll(() => errorOf("Dirección")).toBe("Usa al menos 5 caracteres");
    await expect.poll(() => errorOf("Teléfono")).toContain("Ingresa un teléfono");

    await page.getByLabel("Nombre del negocio", { exact: true }).fill("Taller Lucía");
    await page.getByLabel("Nombre de contacto", { exact: true }).fill("Lucía");
    await page.getByLabel("Dirección", { exact: true }).fill("Vía España 120, Panamá");
    await page.getByLabel("Teléfono", { exact: true }).fill("+507 6000-0000");
    await submit.click();
    await expect.poll(() => page.getByRole("dialog").getByRole("heading").textContent()).toBe("Agregado con éxito");
    await expectAccessible(page, "shop created");
    await page.getByRole("button", { name: "Entendido" }).click();
    await page.waitForURL(`${baseUrl()}/user/profile`);
    await expect.poll(() => page.getByText("Plan Empresarial").count()).toBe(1);

    await page.getByRole("link", { name: "Panel del negocio" }).click();
    await expect.poll(() => page.locator("main h1").textContent()).toBe("Taller Lucía");
    await expectAccessible(page, "shop panel");

    // A second shop is refused, with the error modal, and the form stays.
    await openScreen(page, `/shop/create`);
    await page.getByLabel(/^Corredor de seguros/).check();
    await page.getByLabel("Nombre del negocio", { exact: true }).fill("Otro");
    await page.getByLabel("Nombre de contacto", { exact: true }).fill("Lucía");
    await page.getByLabel("Dirección", { exact: true }).fill("Vía España 120");
    await page.getByLabel("Teléfono", { exact: true }).fill("+507 6000-0001");
    await page.getByRole("button", { name: "Crear negocio" }).click();
    await expect.poll(() => page.getByRole("dialog").getByRole("heading").textContent()).toBe("Atención");
    expect(await page.getByRole("dialog").textContent()).toContain("Ya tienes un negocio registrado");
    await page.getByRole("button", { name: "Entendido" }).click();
    expect(page.url()).toBe(`${baseUrl()}/shop/create`);
    expect(await page.getByLabel("Nombre del negocio", { exact: true }).inputValue()).toBe("Otro");
    await context.close();
  });

  it("lists a shop's shared vehicles by status and exports their maintenance history", async () => {
    const owner = await ownerWithCar("client", "pnl111");
    const { person: shopPerson, token: shopToken } = await shopKeeper("panel", "Taller Norte", "+507 6000-0002");
    const grant = (await apiCall(owner.token, "POST", `/vehicles/${owner.vehicleId}/shares`, { role: "workshop" })).body
      .payload as { qr: string };
    await apiCall(shopToken, "POST", "/shares/claim", { grant: grant.qr.replace("odo-share:", "") });

    const [context, page] = await signedInPhone(shopPerson, { next: `/shop` });
    await expect
      .poll(() => page.getByText("PNL111", { exact: false }).count(), { timeout: busyMachineBoundMs })
      .toBe(1);
    await page.getByText("Urgente (0)").click();
    await expect.poll(() => page.getByText("Ningún vehículo tiene este estado.").count()).toBe(1);
    await page.getByText("Bien (1)").click();
    await expect.poll(() => page.getByText(/PNL111/).count()).toBe(1);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Exportar historial de mantenimiento (CSV)" }).click(),
    ]);
    const text = await (await download.createReadStream()).toArray();
    const csv = Buffer.concat(text).toString("utf8");
    expect(csv).toContain('"Vehículo","Placa","Dueño","Fecha","Tipo","Trabajo realizado"');
    expect(csv).toContain('"Mazda Cx5","PNL111"');
    expect(csv).toContain("Cambio de aceite");
    await context.close();
  });
});
