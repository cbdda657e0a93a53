import { readFileSync } from "node:fs";
import { join } from "node:path";
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
  waitForSynced,
} from "./browser.js";

/**
 * Issue "Your history in and out": another app's export comes in on the phone, offline, and
 * Odo's own export goes out and comes back unchanged. The sample files are the domain's, written
 * as each app writes them (packages/domain/src/import/samples).
 */
const samples = join(import.meta.dirname, "../../packages/domain/src/import/samples");
const fuelio = join(samples, "fuelio.csv");

async function openImport(page: Page) {
  await page.getByRole("link", { name: "Tu perfil" }).click();
  await page.getByRole("link", { name: "Importar desde otra app" }).click();
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Importar historial");
}

const importButton = (page: Page) => page.getByRole("button", { name: /^Importar \d+ registros?$/ });

/** A refuel's and a maintenance's content, without ids and stamps, to compare two accounts' histories. */
interface BackupEntry {
  date: string;
  amount: number | null;
  currency?: string;
  displacement?: number;
  quantity?: number;
  fullTank?: boolean;
  missedPrevious?: boolean;
  kms?: number | null;
  type?: string;
  adjustments?: string[];
  description?: string | null;
}
const content = (entry: BackupEntry) => ({
  date: entry.date,
  amount: entry.amount,
  currency: entry.currency,
  displacement: entry.displacement,
  quantity: entry.quantity,
  fullTank: entry.fullTank,
  missedPrevious: entry.missedPrevious,
  kms: entry.kms,
  type: entry.type,
  adjustments: entry.adjustments,
  description: entry.description,
});

describe("importing another app's history", () => {
  it("imports a Fuelio file offline after a preview, keeps it through a reload, syncs it, and adds nothing the second time", async () => {
    const person = await registeredPerson("importer");
    const { token } = await apiSession(person);
    const context = await phoneContext("es-ES", { serviceWorker: true });
    const page = await context.newPage();
    await signInThroughUi(page, person);
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await openImport(page);
    await expectAccessible(page, "import: pick a file");
    await page.setInputFiles("[data-testid=import-file]", fuelio);

    // The preview: the app, what the file holds, the units it states, the vehicle it names.
    await expect.poll(() => page.getByRole("heading", { name: "Fuelio" }).count()).toBe(1);
    await expect.poll(() => page.getByText("Distancias: Millas (mi), según el archivo.").count()).toBe(1);
    await expect
      .poll(() => page.getByText("Combustible: Galones estadounidenses (gal), según el archivo.").count())
      .toBe(1);
    await expect.poll(() => page.getByText("Mazda 3").count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText("24 recargas y 3 mantenimientos.").count()).toBe(1);
    await expect.poll(() => importButton(page).textContent()).toBe("Importar 27 registros");
    // The file names no currency: the preview asks, with nothing chosen for the owner (the user test's H2).
    const needs = page.locator(".import-needs");
    await expect.poll(() => needs.textContent()).toContain("El archivo no dice su moneda");
    expect(await page.getByLabel("Moneda de los montos").inputValue()).toBe("");
    expect(await importButton(page).isDisabled()).toBe(true);
    await expectAccessible(page, "import: preview");
    await needs.getByRole("button", { name: "Elegir la moneda" }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("import-currency");
    await page.getByLabel("Moneda de los montos").selectOption("USD");
    await expect.poll(() => needs.count()).toBe(0);

    await importButton(page).click();
    await expect.poll(() => page.getByRole("heading", { name: "Importado" }).count()).toBe(1);
    await expectAccessible(page, "import: done");

    // Still there after a reload without a network, as every entry typed on the phone is.
    await page.reload();
    await page.goto(`${baseUrl()}/user`);
    await page.locator(".vehicle-card", { hasText: "Mazda 3" }).click();
    await page.waitForURL(/\/vehicle\/[^/]+$/);
    const vehicleId = /\/vehicle\/([^/?]+)/.exec(page.url())?.[1] ?? "";
    await page.goto(`${baseUrl()}/vehicle/history/${vehicleId}`);
    await expect.poll(() => page.getByText(/^27 entradas ·/).count(), { timeout: busyMachineBoundMs }).toBe(1);

    // Online again: the entries reach the server in batches.
    await context.setOffline(false);
    await expect
      .poll(
        async () => ((await apiCall(token, "GET", `/refuels/vehicle/${vehicleId}`)).body.payload as unknown[])?.length,
        {
          timeout: busyMachineBoundMs,
        },
      )
      .toBe(24);
    const history = await apiCall(token, "GET", `/maintenances/q/100/v/${vehicleId}`);
    expect((history.body.payload as unknown[]).length).toBe(27);

    // The same file again: everything is already there.
    await openImport(page);
    await page.setInputFiles("[data-testid=import-file]", fuelio);
    await expect.poll(() => page.getByText(/27 registros ya están en Odo/).count()).toBe(1);
    await expect.poll(() => importButton(page).isDisabled()).toBe(true);
    await context.close();
  });

  it("refuses a malformed file whole, naming the line and the problem", async () => {
    const person = await registeredPerson("badfile");
    const context = await phoneContext("es-ES");
    const page = await context.newPage();
    await signInThroughUi(page, person);
    await openImport(page);
    const text = readFileSync(fuelio, "utf8").replace("2024-03-05 09:30,9202", "2024-03-05 09:30,92O2");
    await page.setInputFiles("[data-testid=import-file]", {
      name: "fuelio-roto.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(text),
    });
    const alert = page.getByRole("alert").filter({ hasText: "fuelio-roto.csv, línea 8" });
    await expect.poll(() => alert.textContent()).toContain("esto no es un número (Odo (mi): 92O2)");
    await expect.poll(() => alert.textContent()).toContain("No se importó nada.");
    await expectAccessible(page, "import: refused file");
    await context.close();
  });
});

describe("switching in", () => {
  it("imports a file that names no vehicle into a new one, not into the car the owner already has", async () => {
    const person = await registeredPerson("skodaowner");
    const { token } = await apiSession(person);
    await apiCall(token, "POST", "/vehicles", { vehicleType: "car", manufacture: "skoda", model: "octavia" });
    const context = await phoneContext("es-ES");
    const page = await context.newPage();
    await signInThroughUi(page, person);
    await openImport(page);
    await page.setInputFiles("[data-testid=import-file]", join(samples, "drivvo-ru.csv"));
    // Guessing the only car put 31 rows into a Škoda they clashed with (the user test's M14).
    await expect.poll(() => page.getByLabel("Importar en").inputValue()).toBe("new");
    await context.close();
  });

  it("reads a Russian Drivvo export, asks first for what it needs, and takes the user to the plans and back to the same import", async () => {
    const person = await registeredPerson("switcher");
    const context = await phoneContext("es-ES");
    const page = await context.newPage();
    await signInThroughUi(page, person);
    await openImport(page);
    await page.setInputFiles("[data-testid=import-file]", join(samples, "drivvo-ru.csv"));

    // The file names no vehicle: the preview leads with the make it needs and what it brings then.
    const needs = page.locator(".import-needs");
    await expect
      .poll(() => needs.textContent())
      .toContain("Escribe la marca del vehículo del archivo: sus 30 registros entran en cuanto la indiques.");
    await expect.poll(() => page.getByText("Distancias: Kilómetros (km), según el archivo.").count()).toBe(1);
    await expect.poll(() => page.getByText("2 filas de la sección «Income»").count()).toBe(1);
    await expectAccessible(page, "import: what it needs first");
    await needs.getByRole("button", { name: "Escribir la marca" }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("import-vehicle-0-manufacture");
    await page.keyboard.type("Lada");
    await page.getByLabel("Modelo").fill("Vesta");
    await page.getByLabel("Moneda de los montos").selectOption("RUB");
    await expect.poll(() => needs.count()).toBe(0);
    // The oil visit is one entry, the tyres and the battery apart from the brakes: 31 in all.
    await expect.poll(() => importButton(page).textContent()).toBe("Importar 31 registros");
    await importButton(page).click();
    await expect.poll(() => page.getByRole("heading", { name: "Importado" }).count()).toBe(1);

    // Fuelly's app export with three vehicles, on the free plan that has room for one more.
    const rows = readFileSync(join(samples, "fuelly-app-metric.csv"), "utf8").split("\r\n");
    const names = ["2019 Subaru Outback", "Golf", "Honda Fit"];
    const threeCars = rows
      .map((row, index) => (index === 0 ? row : row.replace("2019 Subaru Outback", names[index % 3] ?? "")))
      .join("\r\n");
    await page.getByRole("button", { name: "Importar otro archivo" }).click();
    await page.setInputFiles("[data-testid=import-file]", {
      name: "fuelly.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(threeCars),
    });
    await expect.poll(() => needs.textContent()).toContain("2 de los vehículos del archivo no caben");
    await page.getByLabel("Moneda de los montos").selectOption("USD");
    await expect.poll(() => importButton(page).isDisabled()).toBe(true);
    await expect
      .poll(() => page.locator("#import-blocked").textContent())
      .toBe("Completa lo que pide «Antes de importar», arriba, para importar.");
    await needs.getByRole("link", { name: "Ver los planes" }).click();
    await page.waitForURL(/\/plans\?return=import/);
    await page.locator("article.plan", { hasText: "Básico" }).getByRole("button", { name: "Elegir este plan" }).click();
    await page.getByRole("button", { name: "Cambiar de plan" }).click();
    // Back to the same import, its vehicles as they were. "Golf" names no make Odo knows: it asks.
    await page.waitForURL(`${baseUrl()}/user/import`);
    await expect.poll(() => page.getByRole("heading", { name: "Fuelly (app móvil)" }).count()).toBe(1);
    await expect.poll(() => needs.textContent()).toContain("Escribe la marca de Golf: sus 9 registros entran");
    await needs.getByRole("button", { name: "Escribir la marca" }).click();
    await page.keyboard.type("Volkswagen");
    await expect.poll(() => importButton(page).textContent()).toBe("Importar 27 registros");
    // The plan's count and the limit check are worked out apart (the plan in a worker): wait for both.
    await expect.poll(() => importButton(page).isDisabled()).toBe(false);

    // SpritMonitor's files say each entry's currency: the preview asks for none.
    await page.getByRole("button", { name: "Elegir otro archivo" }).click();
    await page.setInputFiles("[data-testid=import-file]", [
      join(samples, "spritmonitor-fuelings.csv"),
      join(samples, "spritmonitor-costs.csv"),
    ]);
    await expect.poll(() => page.getByText("Monedas: la de cada registro, como la guarda el archivo.").count()).toBe(1);
    expect(await page.getByLabel("Moneda de los montos").count()).toBe(0);
    await expectAccessible(page, "import: SpritMonitor preview");
    await context.close();
  });
});

describe("tyres from another app", () => {
  it("imports a May backup with its tyre sets: each seasonal swap one change, each set with its own km", async () => {
    const person = await registeredPerson("mayuser", "spain");
    const context = await phoneContext("es-ES", { serviceWorker: true });
    const page = await context.newPage();
    await signInThroughUi(page, person);
    await waitForServiceWorker(page);
    await openImport(page);
    const backup = JSON.parse(readFileSync(join(samples, "may-backup.json"), "utf8")) as { vehicles: unknown[] };
    backup.vehicles = backup.vehicles.slice(0, 1);
    await page.setInputFiles("[data-testid=import-file]", {
      name: "may_backup_20261120.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(backup)),
    });
    await expect.poll(() => page.getByRole("heading", { name: "May" }).count()).toBe(1);
    await page.getByLabel("Moneda de los montos").selectOption("EUR");
    const summary = page.locator("section[aria-labelledby=import-summary]");
    await expect
      .poll(() => summary.textContent())
      .toContain("2 juegos de llantas, con sus cambios de montaje y desmontaje.");
    // The set May kept with no size is listed, never dropped silently.
    await summary.locator("details.import-refused summary").click();
    expect(await summary.textContent()).toContain("Juego de llantas");
    await expectAccessible(page, "import: May's tyre sets");
    await expect.poll(() => importButton(page).isDisabled()).toBe(false);
    await importButton(page).click();
    await expect.poll(() => page.getByRole("heading", { name: "Importado" }).count()).toBe(1);
    expect(await page.locator("main").textContent()).toContain("Ya en Odo: 3 recargas, 1 mantenimiento y 1 gasto.");
    expect(await page.locator("main").textContent()).toContain("2 juegos de llantas llegaron con ellos");

    await page.getByRole("link", { name: /^Historial de/ }).click();
    await page.waitForURL(/\/vehicle\/history\/[^/?]+/);
    const vehicleId = new URL(page.url()).pathname.split("/").at(-1) ?? "";
    await waitForSynced(page);
    // The server took every change as the device did: each swap fits where the tyres were then.
    const { token } = await apiSession(person);
    const onServer = await apiCall(token, "GET", `/vehicles/${vehicleId}/tyres`);
    expect((onServer.body.payload as { sets: unknown[]; events: unknown[] }).events).toHaveLength(3);

    // Offline, the Golf's tyres: the summer set on, the winter one stored with the km it rolled.
    await context.setOffline(true);
    await openScreen(page, `/vehicle/${vehicleId}/tyres`);
    const onVehicle = page.getByRole("region", { name: "Puestas" });
    await expect.poll(() => onVehicle.textContent(), { timeout: busyMachineBoundMs }).toContain("Summer Michelin");
    expect(await onVehicle.textContent()).toMatch(/12\.900 km recorridos/);
    expect(await page.getByRole("region", { name: "Guardados" }).textContent()).toMatch(
      /Winter Nokian.*6\.000 km recorridos/s,
    );
    await context.close();
  });
});

describe("taking it out", () => {
  it("exports a JSON backup that imports into another account unchanged, and prints the service history without the app around it", async () => {
    const person = await registeredPerson("exporter");
    const context = await phoneContext("es-ES");
    const page = await context.newPage();
    await signInThroughUi(page, person);
    await openImport(page);
    await page.setInputFiles("[data-testid=import-file]", fuelio);
    await page.getByLabel("Moneda de los montos").selectOption("USD");
    await importButton(page).click();
    await expect.poll(() => page.getByRole("heading", { name: "Importado" }).count()).toBe(1);
    // A tyre set on the imported car: the backup carries it too (format version 5).
    await page.goto(`${baseUrl()}/user`);
    await page.locator(".vehicle-card", { hasText: "Mazda 3" }).click();
    await page.waitForURL(/\/vehicle\/[^/]+$/);
    const carId = /\/vehicle\/([^/?]+)/.exec(page.url())?.[1] ?? "";
    await openScreen(page, `/vehicle/${carId}/tyres`);
    await page.getByRole("button", { name: "Añadir un juego" }).click();
    const setForm = page.getByRole("dialog", { name: "Nuevo juego de llantas" });
    await setForm.getByLabel("Medida, como en el costado de la llanta").fill("205/55 R16 91H");
    await setForm.getByLabel("Marca").fill("Nokian");
    await setForm.getByLabel("Temporada").selectOption("winter");
    await setForm.getByLabel("Llanta 1", { exact: true }).fill("3923");
    await setForm.getByRole("button", { name: "Guardar" }).click();
    await expect.poll(() => page.getByRole("region", { name: "Guardados" }).textContent()).toContain("Nokian");

    await openScreen(page, `/user/profile`);
    await page.getByRole("link", { name: "Exportar y respaldar" }).click();
    await expectAccessible(page, "export");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Descargar una copia de seguridad (JSON)" }).click(),
    ]);
    const backupText = readFileSync((await download.path()) ?? "", "utf8");
    const backup = JSON.parse(backupText) as {
      vehicles: { refuels: BackupEntry[]; maintenances: BackupEntry[]; tyreSets: Record<string, unknown>[] }[];
    };
    expect(backup.vehicles[0]?.tyreSets).toEqual([
      expect.objectContaining({ brand: "Nokian", size: "205/55 R16 91H", season: "winter" }),
    ]);
    expect(backup.vehicles[0]?.refuels).toHaveLength(24);
    const [zip] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Descargar archivos CSV (ZIP)" }).click(),
    ]);
    expect(zip.suggestedFilename()).toMatch(/^odo-export-\d{4}-\d{2}-\d{2}\.zip$/);

    // The printable history: the vehicle, every maintenance, the totals, and no app chrome in print.
    await page.getByRole("link", { name: "Historial de servicio de Mazda 3" }).click();
    await expect.poll(() => page.locator(".print-table tbody tr").count()).toBe(3);
    await expectAccessible(page, "service history");
    // The cost summary is printed only when the owner asks for it.
    expect(await page.getByRole("heading", { name: "Lo que costó tenerlo" }).count()).toBe(0);
    await page.getByRole("switch", { name: "Incluir un resumen de lo que costó tenerlo" }).check();
    await expect.poll(() => page.getByRole("heading", { name: "Lo que costó tenerlo" }).count()).toBe(1);
    await expectAccessible(page, "service history with its costs");
    await page.emulateMedia({ media: "print" });
    expect(await page.locator(".topbar").isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Imprimir o guardar como PDF" }).isVisible()).toBe(false);
    expect(await page.getByRole("switch").isVisible()).toBe(false);
    expect(await page.locator(".print-table").isVisible()).toBe(true);
    await context.close();

    // Another account imports the backup: the same entries, field for field.
    const other = await registeredPerson("restorer");
    const otherContext = await phoneContext("es-ES");
    const otherPage = await otherContext.newPage();
    await signInThroughUi(otherPage, other);
    await openImport(otherPage);
    await otherPage.setInputFiles("[data-testid=import-file]", {
      name: "odo-backup.json",
      mimeType: "application/json",
      buffer: Buffer.from(backupText),
    });
    await expect.poll(() => otherPage.getByRole("heading", { name: "Odo (copia de seguridad)" }).count()).toBe(1);
    await importButton(otherPage).click();
    await expect.poll(() => otherPage.getByRole("heading", { name: "Importado" }).count()).toBe(1);
    await openScreen(otherPage, `/user/export`);
    const [again] = await Promise.all([
      otherPage.waitForEvent("download"),
      otherPage.getByRole("button", { name: "Descargar una copia de seguridad (JSON)" }).click(),
    ]);
    const restored = JSON.parse(readFileSync((await again.path()) ?? "", "utf8")) as typeof backup;
    expect(restored.vehicles[0]?.refuels.map(content)).toEqual(backup.vehicles[0]?.refuels.map(content));
    expect(restored.vehicles[0]?.maintenances.map(content)).toEqual(backup.vehicles[0]?.maintenances.map(content));
    const setContent = ({ _id, vehicle, createdBy, createdAt, updatedAt, ...kept }: Record<string, unknown>) => kept;
    expect(restored.vehicles[0]?.tyreSets.map(setContent)).toEqual(backup.vehicles[0]?.tyreSets.map(setContent));
    await otherContext.close();
  });
});
