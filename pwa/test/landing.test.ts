import { storageKeys } from "@odo/domain";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiSession, baseUrl, expectAccessible, phoneContext, registeredPerson, workerBrowser } from "./browser.js";

/** The scripts the page fetched, by path. */
function scriptsFetched(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

describe("the landing page", () => {
  it("paints from HTML alone, in the browser's language, and fetches none of the app's code", async () => {
    const withoutScripts = await (await workerBrowser()).newContext({
      viewport: { width: 390, height: 844 },
      locale: "es-ES",
      javaScriptEnabled: false,
    });
    const still = await withoutScripts.newPage();
    await still.goto(baseUrl());
    expect(await still.getByRole("heading", { level: 1 }).textContent()).toBe("Tu garaje, incluso sin señal");
    expect(await still.getByRole("link", { name: "Crea una cuenta gratis" }).getAttribute("href")).toBe("/signup");
    await withoutScripts.close();

    const context = await phoneContext("en-US");
    const page = await context.newPage();
    const scripts = scriptsFetched(page);
    await page.goto(baseUrl(), { waitUntil: "networkidle" });
    expect(await page.getAttribute("html", "lang")).toBe("en");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Your garage, even with no signal");
    await expectAccessible(page, "prerendered landing");
    for (const link of await page.getByRole("navigation", { name: "Social networks" }).getByRole("link").all()) {
      const box = await link.boundingBox();
      expect(Math.min(box?.width ?? 0, box?.height ?? 0), (await link.textContent()) ?? "").toBeGreaterThanOrEqual(44);
    }
    // The boot script and what it imports; React, the router and the screens load on the next page.
    expect(scripts.some((path) => path.startsWith("/assets/landing"))).toBe(true);
    expect(scripts.filter((path) => /\/assets\/(main|react-dom|routes)-/.test(path))).toEqual([]);

    await page.getByRole("link", { name: "Create a free account" }).click();
    await page.waitForURL(`${baseUrl()}/signup`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Create your account");
    await context.close();
  });

  it("starts the app at once for a visitor who chose the other language, showing only that one", async () => {
    const context = await phoneContext("es-ES");
    await context.addInitScript((key) => localStorage.setItem(key, "en"), storageKeys.lang);
    const page = await context.newPage();
    await page.goto(baseUrl());
    // The Spanish page stays hidden while the app renders the English one in its place.
    expect(await page.locator('[data-prerendered="es"]').isVisible()).toBe(false);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Your garage, even with no signal");
    expect(await page.locator("[data-prerendered]").count()).toBe(0);
    await expectAccessible(page, "landing in the chosen language");
    await context.close();
  });

  it("moves a signed-in visitor on to the garage", async () => {
    const session = await apiSession(await registeredPerson("landing"));
    const context = await phoneContext("es-ES");
    await context.addInitScript(
      ({ keys, token, user }) => {
        localStorage.setItem(keys.token, token);
        localStorage.setItem(keys.user, user);
      },
      { keys: storageKeys, token: session.token, user: JSON.stringify(session.user) },
    );
    const page = await context.newPage();
    await page.goto(baseUrl());
    await page.waitForURL(`${baseUrl()}/user`);
    await context.close();
  });
});
