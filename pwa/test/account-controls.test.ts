import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import {
  apiCall,
  apiSession,
  baseUrl,
  busyMachineBoundMs,
  expectAccessible,
  linkTokenFor,
  phoneContext,
  registeredPerson,
  signInThroughUi,
} from "./browser.js";

/**
 * The account's own controls at phone size, in Spanish: the profile edited, the password changed
 * and the other phone signed out, a device signed out from the list, a new email confirmed from
 * its link, and the account deleted after the password, leaving nothing on the device.
 */

async function phoneSignedIn(person: { username: string; password: string }) {
  const context = await phoneContext("es-ES");
  const page = await context.newPage();
  await signInThroughUi(page, person);
  return page;
}

const toasts = (page: Page) => page.locator(".toast").allTextContents();

/**
 * The other phone, open on its garage, goes back to sign-in by itself, with no reload and no tap
 * (the server's live stream tells it; a user test once saw this take 24 s).
 */
async function expectSignedOut(page: Page) {
  // Signing in again would come back to the garage.
  await page.waitForURL(`${baseUrl()}/signin?next=${encodeURIComponent("/user")}`, { timeout: busyMachineBoundMs });
}

describe("the account's own controls", () => {
  it("edits the name and picture from the profile, and the server has them", async () => {
    const person = await registeredPerson("perfil");
    const page = await phoneSignedIn(person);
    await page.goto(`${baseUrl()}/user/profile`);
    await page.getByRole("link", { name: "Editar tu perfil" }).click();
    await page.waitForURL(`${baseUrl()}/user/account`);
    await expectAccessible(page, "profile edit");
    await page.getByLabel("Nombre", { exact: true }).fill("Lucía Elena");
    await page.getByLabel("Dirección de tu foto (opcional)").fill("http://fotos.example/yo.png");
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect
      .poll(() => page.getByRole("alert").allTextContents())
      .toContain("Usa una dirección que empiece por https://");
    await page.getByLabel("Dirección de tu foto (opcional)").fill("");
    await page.getByRole("button", { name: "Guardar" }).click();
    await page.waitForURL(`${baseUrl()}/user/profile`);
    await expect.poll(() => page.getByRole("heading", { level: 2 }).first().textContent()).toContain("Lucía Elena");
    const { token, user } = await apiSession(person);
    await expect
      .poll(async () => ((await apiCall(token, "GET", `/users/${user._id}`)).body.payload as { name: string }).name)
      .toBe("Lucía Elena");
  });

  it("changes the password after the current one, and signs the other phone out", async () => {
    const person = await registeredPerson("clave");
    const other = await phoneSignedIn(person);
    const page = await phoneSignedIn(person);
    await page.goto(`${baseUrl()}/user/security`);
    await expect.poll(() => page.getByRole("heading", { name: "Contraseña" }).count()).toBe(1);
    await expectAccessible(page, "sign-in and security");
    await page.getByLabel("Contraseña actual", { exact: true }).fill("Wrong1234");
    await page.getByLabel("Contraseña nueva").fill("Better456");
    await page.getByLabel("Repite la contraseña").fill("Better456");
    await page.getByRole("button", { name: "Cambiar la contraseña" }).click();
    await expect.poll(() => page.getByRole("alert").allTextContents()).toContain("Esa no es tu contraseña actual");
    await page.getByLabel("Contraseña actual", { exact: true }).fill(person.password);
    await page.getByRole("button", { name: "Cambiar la contraseña" }).click();
    await expect
      .poll(() => toasts(page))
      .toContainEqual(expect.stringContaining("Contraseña cambiada. Tus otros dispositivos salieron de tu cuenta."));
    await expectSignedOut(other);
    // This phone carries on.
    await page.goto(`${baseUrl()}/user/security`);
    await expect.poll(() => page.getByText("Este dispositivo").count()).toBe(1);
    expect((await apiSession({ ...person, password: "Better456" })).token).toBeTruthy();
  });

  it("lists where the account is signed in and signs one device out", async () => {
    const person = await registeredPerson("equipos");
    const other = await phoneSignedIn(person);
    const page = await phoneSignedIn(person);
    await page.goto(`${baseUrl()}/user/security`);
    const devices = page.locator(".device");
    await expect.poll(() => devices.count()).toBe(2);
    await expect.poll(() => devices.first().textContent()).toContain("Chrome en Linux");
    await expect.poll(() => devices.first().textContent()).toContain("Este dispositivo");
    await devices.nth(1).getByRole("button", { name: "Cerrar sesión" }).click();
    await expect
      .poll(() => page.getByRole("dialog").getByRole("heading").textContent())
      .toBe("¿Cerrar sesión en este dispositivo?");
    await expectAccessible(page, "sign a device out");
    await page.getByRole("dialog").getByRole("button", { name: "Cerrar sesión" }).click();
    await expect
      .poll(() => toasts(page))
      .toContainEqual(expect.stringContaining("Chrome en Linux salió de tu cuenta."));
    await expect.poll(() => devices.count()).toBe(1);
    await expectSignedOut(other);
  });

  it("changes the email once the link mailed to the new address is opened", async () => {
    const person = await registeredPerson("correo");
    const page = await phoneSignedIn(person);
    await page.goto(`${baseUrl()}/user/security`);
    const newEmail = `nuevo.${person.email}`;
    await page.getByLabel("Correo nuevo").fill(newEmail);
    await page.getByLabel("Tu contraseña actual").fill(person.password);
    await page.getByRole("button", { name: "Enviar el enlace de confirmación" }).click();
    await expect.poll(() => toasts(page)).toContainEqual(expect.stringContaining(`Enviamos un enlace a ${newEmail}`));
    // Until the link is opened the account keeps its address, and says so.
    // It shows once the account's row comes back from the server: a pull, slower on a loaded machine.
    await expect
      .poll(() => page.getByRole("status").allTextContents(), { timeout: busyMachineBoundMs })
      .toContainEqual(expect.stringContaining(`Tu cuenta conserva ${person.email} hasta que lo abras`));
    await page.goto(`${baseUrl()}/confirm-email?token=${linkTokenFor("emailChange", newEmail)}`);
    await expect.poll(() => page.getByText("Listo: tu cuenta usa esta dirección desde ahora").count()).toBe(1);
    await expectAccessible(page, "email confirmed");
    await page.getByRole("link", { name: "Volver a tu cuenta" }).click();
    await expect.poll(() => page.locator("#email-title + p").textContent()).toContain(newEmail);
    // The link works once.
    await page.goto(`${baseUrl()}/confirm-email?token=${linkTokenFor("emailChange", newEmail)}`);
    await expect
      .poll(() => page.getByRole("alert").allTextContents())
      .toContain("Este enlace no es válido o ya venció: pide uno nuevo");
  });

  it("deletes the account after the password, offering an export first, and forgets it on the device", async () => {
    const person = await registeredPerson("adios");
    const { token, user } = await apiSession(person);
    await apiCall(token, "POST", "/vehicles", { vehicleType: "car", manufacture: "Kia", model: "Rio" });
    // A second phone, signed in and open on the garage while the first deletes the account.
    const otherPhone = await phoneSignedIn(person);
    await otherPhone.locator(".vehicle-card").first().waitFor({ timeout: busyMachineBoundMs });
    const page = await phoneSignedIn(person);
    const failures: string[] = [];
    page.on("pageerror", (error) => failures.push(String(error)));
    page.on("console", (message) => {
      if (message.type() === "error" && !message.text().includes("status of 403")) failures.push(message.text());
    });
    await page.goto(`${baseUrl()}/user/profile`);
    await page.getByRole("link", { name: "Eliminar tu cuenta" }).click();
    await page.waitForURL(`${baseUrl()}/user/delete-account`);
    await expect
      .poll(() => page.locator("#what-goes ~ ul").textContent())
      .toContain(
        "Tu vehículo, con todos sus mantenimientos, recargas, cargas, gastos, recordatorios, recibos, fotos y documentos.",
      );
    expect(await page.getByRole("link", { name: "Exportar y respaldar" }).getAttribute("href")).toBe("/user/export");
    await expectAccessible(page, "delete account");
    await page.getByLabel("Tu contraseña").fill("Wrong1234");
    await page.getByRole("button", { name: "Eliminar mi cuenta" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Eliminar mi cuenta" }).click();
    await expect.poll(() => page.getByRole("alert").allTextContents()).toContain("Esa no es tu contraseña actual");
    await page.getByLabel("Tu contraseña").fill(person.password);
    await page.getByRole("button", { name: "Eliminar mi cuenta" }).click();
    await expectAccessible(page, "delete account, last question");
    await page.getByRole("dialog").getByRole("button", { name: "Eliminar mi cuenta" }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await expect.poll(() => toasts(page)).toContainEqual(expect.stringContaining("Tu cuenta se eliminó."));
    const databases = () => page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name));
    await expect.poll(databases).not.toContain(`odo-${user._id}`);
    // The screens let go of the device's data before it went: nothing failed on the way out.
    expect(failures).toEqual([]);
    const signIn = await fetch(`${baseUrl()}/api/users/signin`, {
      headers: { authorization: `Basic ${Buffer.from(`${person.username}:${person.password}`).toString("base64")}` },
    });
    expect(signIn.status).toBe(404);
    // The other phone learns at once (its live stream ends), says so, and keeps nothing of it (the user test's M15).
    await otherPhone.waitForURL(`${baseUrl()}/signin`, { timeout: busyMachineBoundMs });
    await expect
      .poll(() => otherPhone.getByRole("status").allTextContents(), { timeout: busyMachineBoundMs })
      .toContainEqual(expect.stringContaining("Esta cuenta se eliminó"));
    const otherDatabases = () => otherPhone.evaluate(async () => (await indexedDB.databases()).map((db) => db.name));
    await expect.poll(otherDatabases, { timeout: busyMachineBoundMs }).not.toContain(`odo-${user._id}`);
    expect(await otherPhone.getByLabel("Usuario").inputValue()).toBe("");
  });
});

/** A webhook receiver on loopback that answers 204 and keeps what it was sent. */
async function webhookReceiver() {
  const messages: { headers: Record<string, string>; body: string }[] = [];
  const receiver = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on("end", () => {
      messages.push({ headers: request.headers as IncomingHttpHeaders as Record<string, string>, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/odo`;
  return { url, messages, close: () => new Promise((resolve) => receiver.close(resolve)) };
}

describe("personal API keys and webhooks", () => {
  it("makes a key shown once, a script logs a refuel with it that the phone shows and a webhook tells, and a revoked key stops", async () => {
    const person = await registeredPerson("apikeys");
    const { token } = await apiSession(person);
    const car = await apiCall(token, "POST", "/vehicles", {
      vehicleType: "car",
      manufacture: "mazda",
      model: "3",
      plateNumber: "KEY123",
      displacement: 20_000,
    });
    const vehicleId = (car.body.payload as { _id: string })._id;
    const page = await phoneSignedIn(person);
    await page.goto(`${baseUrl()}/user/profile`);
    await page.getByRole("link", { name: "Claves de API y webhooks" }).click();
    await page.getByText("Aún no hay claves.").waitFor();
    await expectAccessible(page, "API keys, none yet");

    await page.getByLabel("Nombre").fill("Atajo de recarga");
    await page.getByLabel("Puede").selectOption("log");
    await page.getByRole("button", { name: "Crear la clave" }).click();
    const shown = page.getByLabel("Clave", { exact: true });
    await expect.poll(() => shown.inputValue()).toMatch(/^odo_/);
    const key = await shown.inputValue();
    await expectAccessible(page, "API keys, a key just made");
    await page.screenshot({ path: "test-results/api-key-made.png" });

    // A webhook: the form takes https addresses on the internet only, and says so.
    const receiver = await webhookReceiver();
    const address = page.getByLabel("Dirección que los recibe");
    await address.fill(receiver.url);
    await page.getByRole("button", { name: "Añadir el webhook" }).click();
    await page.getByText("Usa una dirección que empiece por https://").waitFor();
    await address.fill("https://192.168.1.20/odo");
    await page.getByRole("button", { name: "Añadir el webhook" }).click();
    await page.getByText(/Odo solo envía a direcciones https en internet/).waitFor();
    await expectAccessible(page, "API keys and webhooks, a webhook refused");
    // The tests' receiver listens on plain http on loopback, which only this test server lets in:
    // it is added through the API, as a script would.
    const hook = await apiCall(token, "POST", "/users/webhooks", { url: receiver.url, events: ["entry.logged"] });
    const { secret } = hook.body.payload as { secret: string };

    // The script: a refuel logged with the key, as the README's example does.
    const logged = await fetch(`${baseUrl()}/api/refuels/${vehicleId}`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify({ displacement: 20_450, quantity: 35, amount: 140_000, date: new Date().toISOString() }),
    });
    expect(logged.status).toBe(201);
    await page.goto(`${baseUrl()}/vehicle/${vehicleId}`);
    await expect
      .poll(() => page.locator("main").textContent(), { timeout: busyMachineBoundMs })
      .toContain("20,450 km · 35 L");

    // The receiver hears of it, signed so that Standard Webhooks' own library accepts it.
    await expect.poll(() => receiver.messages.length, { timeout: busyMachineBoundMs }).toBe(1);
    const [message] = receiver.messages;
    const verified = new Webhook(secret).verify(message?.body ?? "", message?.headers ?? {}) as { type: string };
    expect(verified.type).toBe("entry.logged");
    await receiver.close();

    await page.goto(`${baseUrl()}/user/api-keys`);
    await expect.poll(() => page.locator(".webhook-log").textContent()).toContain("entregado");
    await page.screenshot({ path: "test-results/webhook-log.png", fullPage: true });
    const item = page.locator(".device").filter({ hasText: "Atajo de recarga" });
    await expect.poll(() => item.textContent()).toContain("último uso");
    await page.getByRole("button", { name: "Revocar Atajo de recarga" }).click();
    await expectAccessible(page, "API keys, revoking one");
    await page.getByRole("dialog").getByRole("button", { name: "Revocar" }).click();
    await page.getByText("Aún no hay claves.").waitFor();
    const refused = await fetch(`${baseUrl()}/api/vehicles`, { headers: { authorization: `Bearer ${key}` } });
    expect(refused.status).toBe(401);
    await page.context().close();
  });
});
