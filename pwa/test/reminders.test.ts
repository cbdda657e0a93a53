import type { CDPSession, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  apiCall,
  apiSession,
  baseUrl,
  busyMachineBoundMs,
  expectAccessible,
  kmText,
  phoneContext,
  registeredPerson,
  signInThroughUi,
  waitForServiceWorker,
  waitForSynced,
} from "./browser.js";

const heading = (page: Page) => page.getByRole("heading", { level: 1 }).textContent();

/** The app's live service-worker registration, as the DevTools protocol names it once enabled. */
function liveRegistrationId(cdp: CDPSession): Promise<string> {
  return new Promise((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find(
        (registration) => registration.scopeURL.startsWith(baseUrl()) && !registration.isDeleted,
      );
      if (ours) resolve(ours.registrationId);
    });
  });
}

/**
 * Sends an event to the worker with `send` and waits until `shown` lists what it should. An event
 * (a push, a periodic sync) that reaches a worker still starting on a busy machine can be lost; a
 * push service or the browser then sends it again, and so does this, every ten seconds, within a
 * liveness bound. Sent twice, an event must still show once: `expected` says how many.
 */
async function sendUntilShown<T>(send: () => Promise<unknown>, shown: () => Promise<T>, expected: T): Promise<void> {
  await send();
  let again = Date.now() + 10_000;
  await expect
    .poll(
      async () => {
        const now = await shown();
        if (JSON.stringify(now) !== JSON.stringify(expected) && Date.now() > again) {
          again = Date.now() + 10_000;
          await send();
        }
        return now;
      },
      { timeout: busyMachineBoundMs },
    )
    .toEqual(expected);
}

/** Pushes `message` to the worker until `shown` lists what it should (sendUntilShown). */
function pushUntilShown<T>(
  cdp: CDPSession,
  registrationId: string,
  message: object,
  shown: () => Promise<T>,
  expected: T,
): Promise<void> {
  const deliver = () =>
    cdp.send("ServiceWorker.deliverPushMessage", { origin: baseUrl(), registrationId, data: JSON.stringify(message) });
  return sendUntilShown(deliver, shown, expected);
}

/** A car added today at 10,000 km with its service every 5,000 km from the last oil change. */
async function ownerWithCar(prefix: string, plate: string) {
  const person = await registeredPerson(prefix);
  const { token, user } = await apiSession(person);
  const car = await apiCall(token, "POST", "/vehicles", {
    vehicleType: "car",
    manufacture: "honda",
    model: "fit",
    plateNumber: plate,
    displacement: 10_000,
  });
  const { _id: vehicleId, createdAt } = car.body.payload as { _id: string; createdAt: string };
  await apiCall(token, "PATCH", `/vehicles/${vehicleId}/settings`, {
    maintenanceInterval: 5_000,
    resetMaintenanceType: "oil",
  });
  // Its last oil change where it was added: a used car's service is counted once that is known.
  await apiCall(token, "POST", `/maintenances/${vehicleId}/general`, {
    adjustments: ["changeOil"],
    kms: 10_000,
    date: new Date(Date.parse(createdAt) - 60_000).toISOString(),
  });
  return { person, token, vehicleId, userId: user._id };
}

describe("what is due, offline", () => {
  it("lists a car near its interval in 'Needs attention', opens its form prefilled, and notifies once with no network", async () => {
    const owner = await ownerWithCar("duesoon", "due111");
    // 4,600 of 5,000 km: due.
    await apiCall(owner.token, "POST", `/refuels/${owner.vehicleId}`, {
      date: new Date(Date.now() + 1_000).toISOString(),
      quantity: 30,
      amount: 40,
      displacement: 14_600,
    });
    const context = await phoneContext("es-ES", { serviceWorker: true });
    const page = await context.newPage();
    await signInThroughUi(page, owner.person);
    await waitForServiceWorker(page);
    await expect.poll(() => page.locator(".vehicle-card").count()).toBe(1);
    await context.setOffline(true);
    await page.reload();

    const section = page.getByRole("region", { name: "Requiere atención" });
    await expect.poll(() => section.textContent()).toContain(`Servicio en ${kmText(400)}`);
    await expectAccessible(page, "garage with what needs attention");

    // The bell has the notice, written on the device with no network, once.
    await page.getByRole("button", { name: /^Notificaciones/ }).click();
    // Notices are looked for a moment after the first screen has drawn (due-notices.ts).
    await expect
      .poll(() => page.locator(".dropdown").textContent(), { timeout: busyMachineBoundMs })
      .toContain("Servicio en 400 km · Honda Fit");
    await page.keyboard.press("Escape");
    await page.reload();
    await page.getByRole("button", { name: /^Notificaciones/ }).click();
    await expect.poll(() => page.locator(".dropdown .notification").count()).toBe(1);
    await page.keyboard.press("Escape");

    await section.getByRole("link", { name: /Servicio en/ }).click();
    await expect.poll(() => heading(page)).toBe("Mantenimiento general");
    // The form fills in once the vehicle's odometer is read from the device.
    await expect.poll(() => page.getByLabel("Cambio de aceite").isChecked()).toBe(true);
    await expect.poll(() => page.getByLabel("Kilometraje (km, opcional)").inputValue()).toBe("14600");
    await context.close();
  });
});

describe("the calendar feed", () => {
  it("makes a secret link a calendar app reads what is due from, renews it and stops it, at phone size", async () => {
    const owner = await ownerWithCar("calendario", "cal111");
    const insuranceDate = new Date(Date.now() + 12 * 86_400_000).toISOString();
    await apiCall(owner.token, "PATCH", `/vehicles/${owner.vehicleId}`, { insuranceDate });
    const context = await phoneContext("es-ES");
    const page = await context.newPage();
    await signInThroughUi(page, owner.person);
    await page.goto(`${baseUrl()}/user/profile`);
    await page.getByRole("link", { name: "Calendario" }).click();
    const make = page.getByRole("button", { name: "Crear el enlace de mi calendario" });
    await make.waitFor();
    await expectAccessible(page, "calendar, no link yet");
    await make.click();

    const address = page.getByLabel(/pega esta dirección/);
    await expect.poll(() => address.inputValue()).toMatch(/\/api\/calendar\/.+\.ics$/);
    const https = await address.inputValue();
    const subscribe = page.getByRole("link", { name: "Suscribirme en mi app de calendario" });
    expect(await subscribe.getAttribute("href")).toBe(https.replace(/^https?:/, "webcal:"));
    await expectAccessible(page, "calendar with its link");
    await page.screenshot({ path: "test-results/calendar-link.png" });

    // What a calendar app gets: the car's insurance as an all-day event.
    const feed = await fetch(https);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const feedText = await feed.text();
    expect(feedText).toContain("SUMMARY:Honda Fit: Seguro");
    // Its days are read in the phone's zone (the test's phones are in Bogotá's).
    expect(feedText).toContain(
      `X-WR-TIMEZONE:${await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)}`,
    );

    await page.getByRole("button", { name: "Crear un enlace nuevo" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Crear un enlace nuevo" }).click();
    await expect.poll(() => address.inputValue()).not.toBe(https);
    expect((await fetch(https)).status).toBe(404);

    await page.getByRole("button", { name: "Detener el calendario" }).click();
    await expectAccessible(page, "calendar, stopping it");
    await page.getByRole("dialog").getByRole("button", { name: "Detenerlo" }).click();
    await make.waitFor();
    await context.close();
  });
});

describe("reminders", () => {
  it("sets a recurring reminder offline, and a matching maintenance moves it forward", async () => {
    const owner = await ownerWithCar("remind", "rem111");
    const context = await phoneContext("es-ES", { serviceWorker: true });
    const page = await context.newPage();
    await signInThroughUi(page, owner.person, { next: `/vehicle/${owner.vehicleId}` });
    await waitForServiceWorker(page);
    await waitForSynced(page);
    await context.setOffline(true);

    await page.getByRole("link", { name: "Recordatorios" }).click();
    await expect.poll(() => heading(page)).toBe("Recordatorios");
    await expectAccessible(page, "reminders");
    await page.getByRole("button", { name: "Añadir un recordatorio" }).click();
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect
      .poll(() => page.getByRole("dialog").getByRole("alert").allTextContents())
      .toContain("Di qué recordarte: un título o un mantenimiento de la lista");
    await page.getByLabel("Recuérdame").selectOption({ label: "Filtro de aire" });
    await page.getByLabel("Cada … km").fill("1000");
    await expectAccessible(page, "new reminder");
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    const item = page.locator(".reminder-item").filter({ hasText: "Filtro de aire" });
    await expect.poll(() => item.textContent()).toContain(`en ${kmText(1_000)}`);

    // Driven to 10,600 km: 400 km left.
    await page.goto(`${baseUrl()}/refuel/add/${owner.vehicleId}`);
    await page.getByLabel("Kilometraje").fill("10600");
    await page.getByLabel("Litros").fill("30");
    await page.getByLabel("Monto", { exact: true }).fill("40");
    await page.getByRole("button", { name: "Guardar recarga" }).click();
    await page.getByRole("button", { name: "Aceptar" }).click();
    await page.waitForURL(`${baseUrl()}/vehicle/${owner.vehicleId}`);
    await page.goto(`${baseUrl()}/vehicle/${owner.vehicleId}/reminders`);
    await expect.poll(() => item.textContent()).toContain(`en ${kmText(400)}`);

    // An air filter change at 10,800 km: the next one is due at 11,800, 1,000 km on.
    await page.goto(`${baseUrl()}/maintenance/add/general/${owner.vehicleId}`);
    await page.getByLabel("Filtro de aire").check();
    await page.getByLabel("Kilometraje (km, opcional)").fill("10800");
    await page.getByRole("button", { name: "Guardar mantenimiento" }).click();
    await page.getByRole("button", { name: "Aceptar" }).click();
    await page.waitForURL(`${baseUrl()}/vehicle/${owner.vehicleId}`);
    await page.goto(`${baseUrl()}/vehicle/${owner.vehicleId}/reminders`);
    await expect.poll(() => item.textContent()).toContain(`en ${kmText(1_000)}`);
    await item.getByRole("button", { name: "Hecho" }).click();
    await expect.poll(() => item.textContent()).toContain(`en ${kmText(1_000)}`);
    await expect.poll(() => page.locator(".sync-indicator").textContent()).toContain("sin enviar");

    await context.setOffline(false);
    await waitForSynced(page);
    const stored = await apiCall(owner.token, "GET", `/vehicles/${owner.vehicleId}/reminders`);
    expect(stored.body.payload).toMatchObject([{ adjustment: "changeAirFilter", everyKm: 1_000, lastDoneKm: 10_800 }]);
    const due = await apiCall(owner.token, "GET", `/vehicles/${owner.vehicleId}/due`);
    expect((due.body.payload as { id: string; dueKm: number }[]).find((i) => i.id.startsWith("reminder:"))?.dueKm).toBe(
      11_800,
    );

    // Overdue by km with its date months away: the line says the overdue side alone.
    const inHalfAYear = new Date(Date.now() + 180 * 86_400_000).toISOString().slice(0, 10);
    const rotation = await apiCall(owner.token, "POST", `/vehicles/${owner.vehicleId}/reminders`, {
      title: "Rotar llantas",
      dueKm: 10_500,
      dueDate: inHalfAYear,
    });
    expect(rotation.status).toBe(201);
    await page.reload();
    const rotate = page.locator(".reminder-item").filter({ hasText: "Rotar llantas" });
    await expect.poll(() => rotate.locator(".reminder-distance").textContent()).toBe(`${kmText(300)} de retraso`);
    await context.close();
  });
});

describe("reminders with the app closed", () => {
  it("saves the channels, quiet hours and a silent car offline, and syncs them", async () => {
    const owner = await ownerWithCar("notifyset", "set111");
    const context = await phoneContext("en-US", { serviceWorker: true });
    const page = await context.newPage();
    await signInThroughUi(page, owner.person, { next: "/user/profile" });
    await waitForServiceWorker(page);
    await page.getByRole("link", { name: "Notifications" }).click();
    await expect.poll(() => heading(page)).toBe("Notifications");
    await expect.poll(() => page.getByRole("switch", { name: /Honda Fit/ }).count()).toBe(1);
    await expectAccessible(page, "notification settings");

    await context.setOffline(true);
    await page.getByRole("switch", { name: "Email me when something falls due or a safety recall is found" }).check();
    await page.getByRole("switch", { name: "A summary of what is coming up, on Monday mornings" }).check();
    await page.getByLabel("From").fill("21:30");
    await page.getByRole("switch", { name: /Honda Fit/ }).uncheck();
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.getByText("Notification settings saved.").count()).toBe(1);
    await page.reload();
    await expect
      .poll(() =>
        page.getByRole("switch", { name: "Email me when something falls due or a safety recall is found" }).isChecked(),
      )
      .toBe(true);
    await expect.poll(() => page.getByRole("switch", { name: /Honda Fit/ }).isChecked()).toBe(false);

    await context.setOffline(false);
    const onServer = async () =>
      (await apiCall(owner.token, "GET", `/users/${owner.userId}`)).body.payload as {
        notificationSettings: Record<string, unknown>;
      };
    await expect
      .poll(async () => (await onServer()).notificationSettings, { timeout: busyMachineBoundMs })
      .toMatchObject({
        email: true,
        digest: true,
        push: false,
        mutedVehicles: [owner.vehicleId],
        quietHours: { from: "21:30", to: "07:00" },
      });
    await context.close();
  });

  it("shows a pushed reminder as a system notification whose tap opens the vehicle", {
    timeout: 4 * busyMachineBoundMs,
  }, async () => {
    const owner = await ownerWithCar("pushtap", "psh111");
    const context = await phoneContext("en-US", { serviceWorker: true });
    await context.grantPermissions(["notifications"], { origin: baseUrl() });
    const page = await context.newPage();
    await signInThroughUi(page, owner.person);
    await waitForServiceWorker(page);

    const cdp = await context.newCDPSession(page);
    const registrationId = liveRegistrationId(cdp);
    await cdp.send("ServiceWorker.enable");
    const message = {
      title: "Honda Fit",
      body: "Service: due now (in 400 km)",
      tag: "0192f4a1-7c1e-8d2a-9b3c-4d5e6f708192",
      url: `/vehicle/${owner.vehicleId}`,
    };
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
          title: notification.title,
          body: notification.body,
          tag: notification.tag,
          data: notification.data as unknown,
        })),
      );
    await pushUntilShown(cdp, await registrationId, message, shown, [
      { title: message.title, body: message.body, tag: message.tag, data: { url: message.url } },
    ]);

    // The same occurrence pushed again (the distance since moved on) replaces the notification
    // instead of adding one. Waiting for the new text also makes sure this push is handled before
    // the tap below, which would otherwise race it and see it shown again.
    const again = { ...message, body: "Service: due now (in 300 km)" };
    await pushUntilShown(cdp, await registrationId, again, shown, [
      { title: again.title, body: again.body, tag: again.tag, data: { url: again.url } },
    ]);

    // A tap: no protocol call clicks a system notification, so the worker gets the event it would.
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
    await worker.evaluate(async () => {
      const scope = self as unknown as {
        registration: { getNotifications(): Promise<Notification[]> };
        dispatchEvent(event: Event): boolean;
      };
      const [notification] = await scope.registration.getNotifications();
      const NotificationEventClass = (
        globalThis as unknown as { NotificationEvent: new (type: string, init: object) => Event }
      ).NotificationEvent;
      scope.dispatchEvent(new NotificationEventClass("notificationclick", { notification }));
    });
    await page.waitForURL(`${baseUrl()}/vehicle/${owner.vehicleId}`);
    await expect.poll(() => heading(page), { timeout: busyMachineBoundMs }).toContain("Fit");
    // Closing is asynchronous in Chromium: the list may still hold it for a moment after the tap.
    await expect.poll(shown, { timeout: busyMachineBoundMs }).toEqual([]);
    await context.close();
  });

  it("checks what came due from the service worker with the app closed (Periodic Background Sync)", async () => {
    const owner = await ownerWithCar("periodic", "per111");
    const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await apiCall(owner.token, "PATCH", `/vehicles/${owner.vehicleId}`, { insuranceDate: inThreeDays });
    const context = await phoneContext("es-ES", { serviceWorker: true });
    const page = await context.newPage();
    await signInThroughUi(page, owner.person);
    await waitForServiceWorker(page);
    await expect.poll(() => page.locator(".vehicle-card").count()).toBe(1);
    const notices = () =>
      page.evaluate(
        (name) =>
          new Promise<{ id: string; shown: boolean }[]>((resolve, reject) => {
            const opening = indexedDB.open(name);
            opening.onerror = () => reject(opening.error);
            opening.onsuccess = () => {
              const all = opening.result.transaction("notices").objectStore("notices").getAll();
              all.onsuccess = () => {
                resolve(
                  all.result.map((row: { _id: string; shown?: boolean }) => ({
                    id: row._id,
                    shown: row.shown === true,
                  })),
                );
                opening.result.close();
              };
            };
          }),
        `odo-${owner.userId}`,
      );
    // The app wrote the insurance notice itself (its first look comes 2 s after it starts); take
    // it away, as if it came due while Odo was closed.
    await expect.poll(async () => (await notices()).length, { timeout: busyMachineBoundMs }).toBe(1);
    await page.evaluate(
      (name) =>
        new Promise<void>((resolve) => {
          const opening = indexedDB.open(name);
          opening.onsuccess = () => {
            const clearing = opening.result.transaction("notices", "readwrite").objectStore("notices").clear();
            clearing.onsuccess = () => {
              opening.result.close();
              resolve();
            };
          };
        }),
      `odo-${owner.userId}`,
    );
    await context.grantPermissions(["notifications"], { origin: baseUrl() });

    const cdp = await context.newCDPSession(page);
    const registrationId = liveRegistrationId(cdp);
    await cdp.send("ServiceWorker.enable");
    // Woken from stopped, as with the app closed for a while: the worker starts without the due
    // check's script (loaded when it installed) and loads it for this event.
    await cdp.send("ServiceWorker.stopAllWorkers");
    const wakeUp = async () =>
      cdp.send("ServiceWorker.dispatchPeriodicSyncEvent", {
        origin: baseUrl(),
        registrationId: await registrationId,
        tag: `odo-due:${owner.userId}`,
      });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
          title: notification.title,
          body: notification.body,
        })),
      );
    await sendUntilShown(wakeUp, shown, [{ title: "Honda Fit", body: "Seguro: toca ya (dentro de 3 días)" }]);
    expect(await notices()).toEqual([{ id: expect.any(String), shown: true }]);

    // Once per occurrence: the next wake-up shows nothing new.
    await wakeUp();
    await page.waitForTimeout(500);
    expect(await shown()).toHaveLength(1);
    expect(await notices()).toHaveLength(1);
    await context.close();
  });
});
