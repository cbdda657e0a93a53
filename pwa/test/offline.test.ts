import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  apiSession,
  baseUrl,
  busyMachineBoundMs,
  expectAccessible,
  expiredToken,
  phoneContext,
  registeredPerson,
  signInHere,
  signInThroughUi,
  waitForServiceWorker,
  waitForSynced,
} from "./browser.js";

async function addVehicle(token: string, body: Record<string, unknown>) {
  const response = await fetch(`${baseUrl()}/api/vehicles`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
}

describe("offline", () => {
  it("reloads from the service worker with the garage from the device, and changes language offline", async () => {
    const person = await registeredPerson("offline");
    const { token } = await apiSession(person);
    await addVehicle(token, { vehicleType: "car", manufacture: "toyota", model: "corolla", plateNumber: "off123" });
    await addVehicle(token, { vehicleType: "bicycle", manufacture: "trek", model: "fx 3" });

    const context = await phoneContext("es-ES", { serviceWorker: true });
    const page = await context.newPage();
    await signInThroughUi(page, person);
    await expect.poll(() => page.locator(".vehicle-card").count()).toBe(2);
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(`Hola, ${person.name}`);
    await expect.poll(() => page.locator(".vehicle-card").count()).toBe(2);
    await expect.poll(() => page.getByText("OFF123").count()).toBe(1);
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Sin conexión" }).count()).toBe(1);
    await expectAccessible(page, "offline home");
    // The app's files came from the precache, answered by the browser without the worker's handler.
    const scriptSources = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/"))
        .map(
          (entry) => (entry as PerformanceResourceTiming & { workerFinalSourceType?: string }).workerFinalSourceType,
        ),
    );
    expect(scriptSources.length).toBeGreaterThan(5);
    expect(new Set(scriptSources)).toEqual(new Set(["cache"]));

    await page.getByRole("link", { name: "Tu perfil" }).click();
    await page.getByRole("link", { name: "Idioma" }).click();
    await page.getByLabel("English").check();
    await page.getByRole("button", { name: "OK" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Profile");
    await page.reload();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Profile");

    // A file of the app's that is not in the precache (the HEIC reader, fetched when first needed)
    // still comes from the network once the phone is online again.
    await context.setOffline(false);
    const heicReader = readdirSync(new URL("../dist/assets/", import.meta.url)).find((name) =>
      /^heic-decode-.*\.js$/.test(name),
    );
    expect(heicReader).toBeDefined();
    expect(
      await page.evaluate((path) => fetch(path).then((response) => response.status), `/assets/${heicReader}`),
    ).toBe(200);
    await context.close();
  });
});

describe("session expiry", () => {
  it("goes to sign-in when the token expires, keeps the unsent change, and sends it after signing in again on the same screen", async () => {
    const person = await registeredPerson("expiry");
    const context = await phoneContext("es-ES", { serviceWorker: true });
    const page = await context.newPage();
    await signInThroughUi(page, person);
    await waitForServiceWorker(page);
    const userId = await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "{}")._id as string);

    await context.setOffline(true);
    await page.goto(`${baseUrl()}/rateus`);
    await page.locator("label", { hasText: "4 de 5 estrellas" }).click();
    await page.getByLabel("Reseña (opcional)").fill("Muy útil sin señal");
    await page.getByRole("button", { name: "Enviar" }).click();
    await expect.poll(() => page.getByRole("dialog").getByRole("heading").textContent()).toBe("¡Gracias!");
    await page.getByRole("button", { name: "Aceptar" }).click();
    await expect.poll(() => page.getByText("1 sin enviar").count()).toBe(1);

    // The session runs out while the phone is offline.
    await page.evaluate((token) => localStorage.setItem("token", token), expiredToken(userId));
    const wasOn = new URL(page.url()).pathname;
    await page.reload();
    await context.setOffline(false);
    await page.waitForURL(`${baseUrl()}/signin?next=${encodeURIComponent(wasOn)}`, { timeout: busyMachineBoundMs });
    await expect
      .poll(() =>
        page.getByText("Tu sesión venció. Vuelve a iniciar sesión para enviar tu 1 cambio sin enviar.").count(),
      )
      .toBe(1);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();

    // Signing in again comes back to the screen the session ended on.
    await signInHere(page, person, `${baseUrl()}${wasOn}`);
    const { token } = await apiSession(person);
    await expect
      .poll(
        async () => {
          const response = await fetch(`${baseUrl()}/api/users/${userId}`, {
            headers: { authorization: `Bearer ${token}` },
          });
          return ((await response.json()) as { payload: { rate: unknown } }).payload.rate;
        },
        { timeout: busyMachineBoundMs },
      )
      .toEqual({ rating: 4, review: "Muy útil sin señal" });
    await waitForSynced(page);
    await context.close();
  });
});

describe("two tabs", () => {
  it("shows a change made in one tab in the other without a reload", async () => {
    const person = await registeredPerson("tabs");
    const context = await phoneContext("es-ES");
    const first = await context.newPage();
    await signInThroughUi(first, person);
    const second = await context.newPage();
    await second.goto(`${baseUrl()}/user/profile`);
    await expect.poll(() => second.getByText(person.email).count()).toBe(1);
    expect(await second.getByText(/Calificaste a Odo/).count()).toBe(0);

    await first.goto(`${baseUrl()}/rateus`);
    await first.locator("label", { hasText: "5 de 5 estrellas" }).click();
    await first.getByRole("button", { name: "Enviar" }).click();
    await expect
      .poll(() => second.getByText("Calificaste a Odo con 5 de 5").count(), { timeout: busyMachineBoundMs })
      .toBe(1);
    await context.close();
  });
});
