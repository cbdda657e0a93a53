import { describe, expect, it } from "vitest";
import {
  apiSession,
  baseUrl,
  expectAccessible,
  openScreen,
  phoneContext,
  registeredPerson,
  signInThroughUi,
  waitForServiceWorker,
} from "./browser.js";

async function call(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await response.json()) as { payload: Record<string, string> };
}

describe("signed-in screens", () => {
  it("shows a received vehicle's notification in the bell, marks it read, and passes axe everywhere, light and dark", async () => {
    const giver = await registeredPerson("giver");
    const taker = await registeredPerson("taker");
    const giverSession = await apiSession(giver);
    const takerSession = await apiSession(taker);
    const car = await call(giverSession.token, "POST", "/vehicles", {
      vehicleType: "car",
      manufacture: "kia",
      model: "rio",
      plateNumber: "kia1",
    });
    const authorization = await call(giverSession.token, "POST", `/vehicles/transfer/${car.payload._id}`);
    const [, lastOwner, secret] = (authorization.payload.qr ?? "").split("//");
    await call(takerSession.token, "PATCH", `/vehicles/transfer/${car.payload._id}`, { lastOwner, secret });

    const context = await phoneContext("es-ES");
    const page = await context.newPage();
    await signInThroughUi(page, taker);
    await expect.poll(() => page.getByText("KIA1").count()).toBe(1);
    await expectAccessible(page, "home with a vehicle");

    const bell = page.getByRole("button", { name: "Notificaciones, 1 sin leer" });
    await bell.click();
    await expect.poll(() => page.getByText(/Recibiste Kia Rio de/).count()).toBe(1);
    await expectAccessible(page, "bell dropdown");
    await page.getByRole("button", { name: /Recibiste Kia Rio/ }).click();
    await expect.poll(() => page.getByRole("button", { name: "Notificaciones" }).count()).toBe(1);
    await page.keyboard.press("Escape");

    await openScreen(page, `/notifications`);
    await expect.poll(() => page.getByText(/Recibiste Kia Rio/).count()).toBe(1);
    await expectAccessible(page, "notifications");

    await openScreen(page, `/support`);
    await expect.poll(() => page.getByRole("link", { name: "soporte@odo.app" }).count()).toBe(1);
    await expectAccessible(page, "support");

    await openScreen(page, `/rateus`);
    await page.getByRole("button", { name: "Enviar" }).click();
    await expect.poll(() => page.getByRole("alert").allTextContents()).toContain("Selecciona al menos una estrella");
    await expectAccessible(page, "rate, with its error");

    await openScreen(page, `/somewhere-else`);
    await expect.poll(() => page.getByText("Página no encontrada").count()).toBe(1);
    await expectAccessible(page, "not found");

    await page.emulateMedia({ colorScheme: "dark" });
    for (const path of ["/user", "/user/profile", "/lang", "/rateus", "/notifications"]) {
      await openScreen(page, path);
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
      await expect.poll(() => page.getByRole("heading", { level: 1 }).count()).toBe(1);
      await expectAccessible(page, `${path} in dark`);
    }
    // A light appearance chosen on a dark phone is the page's from its first paint after a reload,
    // before the app's code runs (the theme script in the page's head), and so is the language.
    await openScreen(page, "/user/profile");
    await page.getByText("Clara", { exact: true }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe("light");
    await page.addInitScript(() => {
      new MutationObserver((_changes, observer) => {
        if (!document.body) return;
        observer.disconnect();
        const root = document.documentElement;
        (window as unknown as { atFirstBody: string }).atFirstBody = `${root.dataset.theme} ${root.lang}`;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { atFirstBody?: string }).atFirstBody))
      .toBe("light es");
    await page.getByText("Sistema", { exact: true }).click();
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { atFirstBody?: string }).atFirstBody))
      .toBe("dark es");
    await context.close();
    // The landing is a signed-out visitor's: a signed-in one moves on from it to the garage.
    const visitor = await phoneContext("es-ES");
    const landing = await visitor.newPage();
    await landing.emulateMedia({ colorScheme: "dark" });
    await landing.goto(baseUrl());
    await expectAccessible(landing, "landing in dark");
    await visitor.close();
  });

  it("warns before signing out with unsent changes and says how many", async () => {
    const person = await registeredPerson("pending");
    const context = await phoneContext("en-US", { serviceWorker: true });
    const page = await context.newPage();
    await signInThroughUi(page, person);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.getByRole("link", { name: "Your profile" }).click();
    await page.getByRole("link", { name: "Rate the app" }).click();
    await page.locator("label", { hasText: "3 of 5 stars" }).click();
    await page.getByRole("button", { name: "Send" }).click();
    await page.getByRole("button", { name: "OK" }).click();
    await page.waitForURL(`${baseUrl()}/user/profile`);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect.poll(() => page.getByRole("dialog").textContent()).toContain("1 change hasn't reached the server yet");
    await expectAccessible(page, "sign-out warning");
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("token") !== null)).toBe(true);
    await context.close();
  });
});

describe("installable app", () => {
  it("serves a manifest with name, colours, icons, a maskable icon, the refuel, charge and scan shortcuts and a share target", async () => {
    const manifest = (await (await fetch(`${baseUrl()}/manifest.webmanifest`)).json()) as Record<string, unknown> & {
      icons: { src: string; sizes: string; purpose?: string }[];
      shortcuts: { url: string }[];
    };
    expect(manifest).toMatchObject({
      short_name: "Odo",
      display: "standalone",
      start_url: "/user",
      theme_color: "#0f766e",
    });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual([
      "/user?shortcut=refuel",
      "/user?shortcut=charge",
      "/scan",
    ]);
    // A PDF or a photo shared from another app is posted to the service worker (attachments.test.ts).
    expect(manifest.share_target).toMatchObject({
      action: "/share-target",
      method: "POST",
      enctype: "multipart/form-data",
    });
    for (const icon of manifest.icons)
      expect((await fetch(`${baseUrl()}${icon.src}`)).headers.get("content-type")).toBe("image/png");
    const worker = await fetch(`${baseUrl()}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get("cache-control")).toBe("no-cache");
  });
});
