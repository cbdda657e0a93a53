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
  resetTokenFor,
  signInHere,
  signInThroughUi,
  waitForServiceWorker,
  waitForSynced,
} from "./browser.js";

/**
 * What the server refuses is never lost: it waits in "Not saved", named and explained, until the
 * user edits and retries it or discards it. A session the server ends leads back to sign-in with
 * the unsent changes kept. A reading far above the odometer is confirmed before it is saved.
 */

/** Adds a bicycle through the form while offline (the server hears of it later). */
async function addBikeThroughUi(page: Page, brand: string, model: string) {
  await openScreen(page, `/vehicle/add`);
  await page.getByRole("button", { name: "Bicicleta" }).click();
  await page.getByLabel("Marca").fill(brand);
  await page.getByLabel("Modelo").fill(model);
  await page.getByRole("button", { name: "Añadir vehículo" }).click();
  await page.getByRole("button", { name: "Aceptar" }).click();
  await page.waitForURL(`${baseUrl()}/user`);
}

const cards = (page: Page, name: string) => page.locator(".vehicle-card", { hasText: name });

describe("changes the server refuses", () => {
  it("keeps two refused vehicles, discards one, and adds the other again after an upgrade", async () => {
    const person = await registeredPerson("refused");
    const { token } = await apiSession(person);
    const context = await phoneContext("es-ES", { serviceWorker: true });
    const page = await context.newPage();
    await signInThroughUi(page, person);
    await waitForServiceWorker(page);

    await context.setOffline(true);
    // Meanwhile another device fills the free plan.
    await apiCall(token, "POST", "/vehicles", { vehicleType: "car", manufacture: "kia", model: "rio" });
    await apiCall(token, "POST", "/vehicles", { vehicleType: "moto", manufacture: "honda", model: "cb500f" });
    await addBikeThroughUi(page, "trek", "marlin");
    await addBikeThroughUi(page, "giant", "talon");
    await expect.poll(() => cards(page, "Trek Marlin").count()).toBe(1);

    await context.setOffline(false);
    const toast = "Trek Marlin no se añadió. Tu plan permite 2 vehículos. Cambia de plan para añadir más";
    await expect.poll(() => page.getByText(toast).count(), { timeout: busyMachineBoundMs }).toBe(1);
    await expect.poll(() => cards(page, "Trek Marlin").count()).toBe(0);
    await expect.poll(() => cards(page, "Honda Cb500f").count()).toBe(1);
    await expect.poll(() => cards(page, "Kia Rio").count()).toBe(1);

    // The top bar says how many changes wait, and leads to them.
    const chip = page.getByRole("link", { name: "2 sin guardar: revisa los cambios" });
    await expect.poll(() => chip.count(), { timeout: busyMachineBoundMs }).toBe(1);
    // It says what it is, in words.
    expect(await chip.textContent()).toBe("2 sin guardar");
    await chip.click();
    await page.waitForURL(`${baseUrl()}/not-saved`);
    const items = page.locator(".not-saved-list > li");
    await expect.poll(() => items.count()).toBe(2);
    await expect.poll(() => page.getByRole("heading", { name: "Trek Marlin no se añadió" }).count()).toBe(1);
    await expect.poll(() => page.getByRole("heading", { name: "Giant Talon no se añadió" }).count()).toBe(1);
    await expect
      .poll(() => items.getByText("Tu plan permite 2 vehículos. Cambia de plan para añadir más").count())
      .toBe(2);
    await expectAccessible(page, "not saved");

    // Kept on the device: an offline reload still lists them.
    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => items.count()).toBe(2);
    await context.setOffline(false);

    // Discarding asks first.
    const giant = items.filter({ hasText: "Giant Talon" });
    await giant.getByRole("button", { name: "Descartar" }).click();
    const question = page.getByRole("dialog", { name: "¿Descartar este cambio?" });
    await question.getByRole("button", { name: "Cancelar" }).click();
    await expect.poll(() => items.count()).toBe(2);
    await giant.getByRole("button", { name: "Descartar" }).click();
    await question.getByRole("button", { name: "Descartar" }).click();
    await expect.poll(() => items.count()).toBe(1);

    // The notifications lead here too.
    await openScreen(page, `/notifications`);
    await page.getByRole("link", { name: "1 cambio no se guardó" }).click();
    await page.waitForURL(`${baseUrl()}/not-saved`);

    // A refusal for the plan's limit leads to the plans, and back here once the plan is bigger.
    await items.getByRole("link", { name: "Ver los planes" }).click();
    await page.waitForURL(/\/plans\?return=not-saved/);
    await page.locator("article.plan", { hasText: "Básico" }).getByRole("button", { name: "Elegir este plan" }).click();
    await page.getByRole("button", { name: "Cambiar de plan" }).click();
    await page.waitForURL(`${baseUrl()}/not-saved`);
    await items.getByRole("button", { name: "Editar y reintentar" }).click();
    await page.waitForURL(/\/vehicle\/add\?retry=\d+/);
    await expect.poll(() => page.getByLabel("Marca").inputValue()).toBe("Trek");
    await expect.poll(() => page.getByLabel("Modelo").inputValue()).toBe("Marlin");
    await expect.poll(() => page.locator(".subtitle").textContent()).toBe("Bicicleta");
    await page.getByLabel("Modelo").fill("Marlin 7");
    await page.getByRole("button", { name: "Añadir vehículo" }).click();
    await page.getByRole("button", { name: "Aceptar" }).click();
    await expect.poll(() => cards(page, "Trek Marlin 7").count()).toBe(1);
    await expect.poll(() => chip.count()).toBe(0);
    await expect
      .poll(
        async () => {
          const listed = await apiCall(token, "GET", "/vehicles");
          return (listed.body.payload as { fullname: string }[]).map((vehicle) => vehicle.fullname).sort();
        },
        { timeout: busyMachineBoundMs },
      )
      .toEqual(["Honda Cb500f", "Kia Rio", "Trek Marlin 7"]);
    await openScreen(page, `/not-saved`);
    await expect.poll(() => page.getByText("Todo lo que guardaste llegó al servidor.").count()).toBe(1);
    await expectAccessible(page, "nothing left unsaved");
    await context.close();
  });
});

describe("a session the server ends", () => {
  it("sends a device signed out by a password reset elsewhere to sign-in, and sends its change after", async () => {
    const person = await registeredPerson("resetelse");
    const { token } = await apiSession(person);
    const car = await apiCall(token, "POST", "/vehicles", { vehicleType: "car", manufacture: "mazda", model: "2" });
    const carId = (car.body.payload as { _id: string })._id;
    const context = await phoneContext("es-ES", { serviceWorker: true });
    const page = await context.newPage();
    await signInThroughUi(page, person);
    await waitForServiceWorker(page);

    // A maintenance logged without signal.
    await context.setOffline(true);
    await page.goto(`${baseUrl()}/maintenance/add/battery/${carId}`);
    await page.getByRole("button", { name: "Guardar mantenimiento" }).click();
    await page.getByRole("button", { name: "Aceptar" }).click();

    // Meanwhile the password is reset from another device, which signs this one out.
    await fetch(`${baseUrl()}/api/users/forgot-password`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: person.email, lang: "es" }),
    });
    const resetToken = resetTokenFor(person.email);
    const newPassword = "Nueva1234";
    const reset = await fetch(`${baseUrl()}/api/users/reset-password`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${resetToken}`,
        "x-credentials": Buffer.from(
          JSON.stringify({ password: newPassword, passwordConfirmation: newPassword }),
        ).toString("base64"),
      },
    });
    expect(reset.status).toBe(200);

    const wasOn = new URL(page.url()).pathname;
    await context.setOffline(false);
    await page.waitForURL(`${baseUrl()}/signin?next=${encodeURIComponent(wasOn)}`, { timeout: busyMachineBoundMs });
    await expect
      .poll(() =>
        page
          .getByText(
            "Se cerró tu sesión en este dispositivo. Vuelve a iniciar sesión para enviar tu 1 cambio sin enviar.",
          )
          .count(),
      )
      .toBe(1);
    await expectAccessible(page, "signed out elsewhere");
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();

    await signInHere(page, { username: person.username, password: newPassword }, `${baseUrl()}${wasOn}`);
    const fresh = await apiSession({ username: person.username, password: newPassword });
    await expect
      .poll(
        async () => {
          const services = await apiCall(fresh.token, "GET", `/maintenances/services/10/v/${carId}`);
          return services.status;
        },
        { timeout: busyMachineBoundMs },
      )
      .toBe(200);
    await context.close();
  });
});

describe("a reading far above the odometer", () => {
  it("asks before saving it, and keeps the form to fix it", async () => {
    const person = await registeredPerson("reading");
    const { token } = await apiSession(person);
    const car = await apiCall(token, "POST", "/vehicles", {
      vehicleType: "car",
      manufacture: "toyota",
      model: "yaris",
      displacement: 20_000,
    });
    const carId = (car.body.payload as { _id: string })._id;
    const context = await phoneContext("es-ES");
    const page = await context.newPage();
    await signInThroughUi(page, person, { next: `/refuel/add/${carId}` });

    await page.getByLabel("Kilometraje").fill("250000");
    await page.getByLabel("Litros").fill("30");
    await page.getByLabel("Monto", { exact: true }).fill("40");
    await page.getByRole("button", { name: "Guardar recarga" }).click();
    const question = page.getByRole("dialog", { name: /¿Es correcto 250,000 km\?/ });
    await expect.poll(() => question.count()).toBe(1);
    await expect.poll(() => question.textContent()).toContain("230,000 km más");
    await expectAccessible(page, "confirm reading");
    await question.getByRole("button", { name: "Cancelar" }).click();
    await page.getByLabel("Kilometraje").fill("25000");
    await page.getByRole("button", { name: "Guardar recarga" }).click();
    await page.getByRole("dialog", { name: "Recarga guardada" }).getByRole("button", { name: "Aceptar" }).click();

    await page.goto(`${baseUrl()}/maintenance/add/battery/${carId}`);
    await page.getByLabel("Kilometraje (km, opcional)").fill("900000");
    await page.getByRole("button", { name: "Guardar mantenimiento" }).click();
    await page
      .getByRole("dialog", { name: /¿Es correcto 900,000 km\?/ })
      .getByRole("button", { name: "Sí, guardarlo" })
      .click();
    await page.getByRole("dialog", { name: "Mantenimiento guardado" }).getByRole("button", { name: "Aceptar" }).click();
    await expect
      .poll(
        async () => (await apiCall(token, "GET", `/vehicles/info/${carId}`)).body.payload as { displacement: number },
        { timeout: busyMachineBoundMs },
      )
      .toMatchObject({ displacement: 900_000 });
    await context.close();
  });
});

describe("the outbox", () => {
  it("renumbers changes the server has not seen when their numbers skip, and loses none", async () => {
    const person = await registeredPerson("gapped");
    const { token, user } = await apiSession(person);
    const context = await phoneContext("es-ES");
    const page = await context.newPage();
    // One change through the app, so the server knows this device up to number 1.
    await signInThroughUi(page, person, { next: "/rateus" });
    await page.locator(".stars label").nth(2).click();
    await page.getByRole("button", { name: "Enviar" }).click();
    await waitForSynced(page);

    // A change queued under a number far past the next one, as a device that dropped entries has.
    await page.evaluate(
      (userId) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open(`odo-${userId}`);
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const write = open.result.transaction("outbox", "readwrite");
            write.objectStore("outbox").add({
              mid: 40,
              name: "user.rate",
              args: { rating: 5, review: "Sin perder nada" },
              before: [],
              createdAt: new Date().toISOString(),
            });
            write.oncomplete = () => resolve();
            write.onerror = () => reject(write.error);
          };
        }),
      user._id,
    );
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await expect
      .poll(async () => (await apiCall(token, "GET", `/users/${user._id}`)).body.payload, {
        timeout: busyMachineBoundMs,
      })
      .toMatchObject({ rate: { rating: 5, review: "Sin perder nada" } });
    await waitForSynced(page);
    await context.close();
  });
});
